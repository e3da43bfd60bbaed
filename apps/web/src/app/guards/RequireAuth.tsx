import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth';
import { loginStateFor } from '../../lib/auth/access';
import { mainLayoutRedirect } from './club-access';

/** Pages that need a signed-in user; visitors go to /login. */
export function RequireAuth() {
  const auth = useAuth();
  const location = useLocation();
  const redirect = mainLayoutRedirect(auth, undefined);
  return redirect ? <Navigate to={redirect} replace state={loginStateFor(auth.signedOutByUser, location)} /> : <Outlet />;
}
