import { landingPath } from '@matchday/domain';
import { useAuth } from '../../lib/auth/use-auth';

/** Where "home" is for the current visitor (spec §2): by league_admin role count, /login when signed out. */
export function useHomePath(): string {
  const { user } = useAuth();
  return landingPath(user?.roles);
}
