import { Navigate } from 'react-router';
import { guestRedirect } from '../app/guards/access';
import { useAuth } from '../features/auth/use-auth';
import { MinimalLayout } from './MinimalLayout';

/** Spec §2 noauth layout: guests only; a signed-in user is sent on by role count. */
export function NoAuthLayout() {
  const redirect = guestRedirect(useAuth());
  return redirect ? <Navigate to={redirect} replace /> : <MinimalLayout />;
}
