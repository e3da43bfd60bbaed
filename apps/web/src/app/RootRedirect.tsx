import { landingPath } from '@matchday/domain';
import { Navigate } from 'react-router';
import { useAuth } from '../lib/auth/use-auth';
import { paths } from '../lib/paths';

/** The bare address: a signed-in user goes to their landing page, anyone else to /login. */
export function RootRedirect() {
  const { isLoggedIn, user } = useAuth();
  return <Navigate to={isLoggedIn && user ? landingPath(user.roles) : paths.login} replace />;
}
