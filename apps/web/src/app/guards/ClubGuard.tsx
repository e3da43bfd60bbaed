import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { LoadingBar } from '../../components/LoadingBar';
import { useAuth } from '../../lib/auth/use-auth';
import { useCurrentClub } from '../../lib/club/use-current-club';
import { isApiError } from '../../lib/api-error';
import { paths } from '../../lib/paths';
import { useClubMenu } from '../../menu/use-club-menu';
import { AppSnackbarProvider } from '../AppSnackbarProvider';
import { loginStateFor } from '../../lib/auth/access';
import type { ClosedPageState } from '../../lib/closed-page';
import { mainLayoutRedirect, menuRedirect } from './club-access';

const errorPath = (error: Error): string => {
  if (isApiError(error) && error.status === 404) return paths.notFound;
  if (isApiError(error) && error.status === 403) return paths.unauthorized;
  return paths.serverError;
};

/**
 * Loads the club, then lets through only the pages its menu shows and enables (e.g. no Connect page without the flag).
 * Club pages are the ones that notify, so their snackbars (and notistack) come with them, not with the entry.
 */
function ClubLoader() {
  const { pathname } = useLocation();
  const { slug, club, error, isLoading } = useCurrentClub();
  const menu = useClubMenu();
  if (isLoading) return <LoadingBar />;
  if (error || !club) return <Navigate to={error ? errorPath(error) : paths.notFound} replace />;
  const closed = menuRedirect(menu, pathname, slug);
  // The dashboard says why the page did not open (Leagues before onboarding, spec §4) and what to do.
  const state: ClosedPageState = { closedPath: pathname };
  return closed ? (
    <Navigate to={closed} replace state={state} />
  ) : (
    <AppSnackbarProvider>
      <Outlet />
    </AppSnackbarProvider>
  );
}

/** Club pages: signed in (else /login) and allowed on this club (spec §6, else the 401 page). */
export function ClubGuard() {
  const auth = useAuth();
  const { slug } = useParams();
  const location = useLocation();
  const redirect = mainLayoutRedirect(auth, slug);
  return redirect ? <Navigate to={redirect} replace state={loginStateFor(auth.signedOutByUser, location)} /> : <ClubLoader />;
}
