import { Navigate, useLocation } from 'react-router';
import { guestRedirect, returnPathIn } from '../lib/auth/access';
import { useAuth } from '../lib/auth/use-auth';
import { MinimalLayout } from './MinimalLayout';

/** Spec §2 noauth layout: guests only; a signed-in user goes back where they were sent away from, or on by role count. */
export function NoAuthLayout() {
  const redirect = guestRedirect(useAuth(), returnPathIn(useLocation().state));
  return redirect ? <Navigate to={redirect} replace /> : <MinimalLayout />;
}
