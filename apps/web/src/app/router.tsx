import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingBar } from '../components/LoadingBar';
import { catalogueStore } from '../i18n/catalogue-store';
import ServerErrorPage from '../features/errors/pages/ServerErrorPage';
import type { FrameArea } from '../features/frames/frame-areas';
import { MinimalLayout } from '../layout/MinimalLayout';
import { NoAuthLayout } from '../layout/NoAuthLayout';
import { RootRedirect } from './RootRedirect';
import { LEAGUE_TABS_IN_PATH } from '../lib/record-paths';
import { CLUB_PAGES, CLUB_ROOT } from '../lib/routes';
import { LeagueTabRedirect } from './LeagueTabRedirect';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/*
 * Code splitting: the entry holds only what every first page needs (providers, the minimal layouts, the
 * error page). Each page, the main layout and the signed-in guards load with the route that shows them;
 * React Router fetches the lazy parts of all matched routes at once, so a club page loads its guard,
 * layout and page in parallel. The signed-out screens speak with the guest catalogue of messages that
 * ships in the entry; a signed-in route also waits for the full catalogue, fetched alongside its code. The
 * query client's provider comes with the routes that query (signed-in ones, password reset), not the sign-in page.
 * What /login downloads is measured by `npm run bench` (first load).
 */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const component = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: pick(await load()) }),
});

/** The component inside the query client's provider, which loads with it (queries.tsx). */
const withQueries = async (loading: Promise<ComponentType>): Promise<ComponentType> => {
  const [Component, { WithQueries }] = await Promise.all([loading, import('./queries')]);
  return function RouteWithQueries() {
    return (
      <WithQueries>
        <Component />
      </WithQueries>
    );
  };
};

/** A signed-out page that calls the API through the query client (the password reset pages). */
const queriedPage = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: await withQueries(load().then((module) => module.default)) }),
});

/** A route behind sign-in: its component, the query client and the full catalogue of messages load together. */
const signedIn = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const [Component] = await Promise.all([withQueries(load().then(pick)), catalogueStore.requireFull()]);
    return { Component };
  },
});

const frame = (path: string, area: FrameArea): RouteObject => ({
  path,
  lazy: async () => {
    const { FramePage } = await import('../features/frames/FramePage');
    return { element: <FramePage area={area} /> };
  },
});

/** Every route of spec §2 with its layout and guard. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <LoadingBar />,
    children: [
      { index: true, element: <RootRedirect /> },
      {
        element: <NoAuthLayout />,
        children: [
          { path: 'login', ...page(() => import('../features/auth/pages/LoginPage')) },
          { path: 'register', ...page(() => import('../features/auth/pages/RegisterPage')) },
          { path: 'forgot-password', ...queriedPage(() => import('../features/auth/pages/ForgotPasswordPage')) },
        ],
      },
      {
        element: <MinimalLayout />,
        children: [
          { path: 'reset-password', ...queriedPage(() => import('../features/auth/pages/ResetPasswordPage')) },
          { path: '401', ...page(() => import('../features/errors/pages/UnauthorizedPage')) },
          { path: '404', ...page(() => import('../features/errors/pages/NotFoundPage')) },
          { path: '500', element: <ServerErrorPage /> },
          {
            ...signedIn(
              () => import('./guards/RequireAuth'),
              (module) => module.RequireAuth,
            ),
            children: [{ path: 'choose-club', ...page(() => import('../features/clubs/pages/ChooseClubPage')) }],
          },
          { path: '*', ...page(() => import('../features/errors/pages/NotFoundPage')) },
        ],
      },
      {
        path: CLUB_ROOT.slice(1),
        ...signedIn(
          () => import('./guards/ClubGuard'),
          (module) => module.ClubGuard,
        ),
        children: [
          {
            ...component(
              () => import('../layout/main/MainLayout'),
              (module) => module.MainLayout,
            ),
            children: [
              { index: true, element: <Navigate to="dashboard" replace /> },
              { path: CLUB_PAGES.dashboard, ...page(() => import('../features/dashboard/pages/DashboardPage')) },
              { path: CLUB_PAGES.leagues, ...page(() => import('../features/leagues/pages/LeaguesPage')) },
              { path: CLUB_PAGES.leagueNew, ...page(() => import('../features/leagues/pages/LeagueCreatePage')) },
              { path: CLUB_PAGES.league, ...page(() => import('./LeagueRoute')) },
              { path: CLUB_PAGES.leagueEdit, ...page(() => import('../features/leagues/pages/LeagueEditPage')) },
              // The breadcrumb links a league's 'teams', 'players' and 'free-agents' segments: they open the league's tab.
              ...LEAGUE_TABS_IN_PATH.map((tab) => ({ path: `${CLUB_PAGES.league}/${tab}`, element: <LeagueTabRedirect tab={tab} /> })),
              { path: CLUB_PAGES.team, ...page(() => import('../features/teams/pages/TeamPage')) },
              { path: CLUB_PAGES.freeAgent, ...page(() => import('../features/teams/pages/FreeAgentPage')) },
              { path: CLUB_PAGES.players, ...page(() => import('../features/players/pages/PlayersPage')) },
              { path: CLUB_PAGES.player, ...page(() => import('../features/players/pages/PlayerPage')) },
              { path: CLUB_PAGES.locations, ...page(() => import('../features/locations/pages/LocationsPage')) },
              { path: CLUB_PAGES.locationNew, ...page(() => import('../features/locations/pages/LocationCreatePage')) },
              { path: CLUB_PAGES.location, ...page(() => import('../features/locations/pages/LocationEditPage')) },
              { path: CLUB_PAGES.history, ...page(() => import('../features/audit/pages/ClubHistoryPage')) },
              { path: CLUB_PAGES.siteContent, ...page(() => import('../features/site-content/pages/SiteContentPage')) },
              { path: CLUB_PAGES.questions, ...page(() => import('../features/questions/pages/QuestionsPage')) },
              frame(CLUB_PAGES.messagingTemplates, 'messagingTemplates'),
              { path: CLUB_PAGES.settings, ...page(() => import('../features/clubs/pages/SettingsPage')) },
              frame(CLUB_PAGES.reports, 'reports'),
              { path: CLUB_PAGES.connect, ...page(() => import('../features/connect/pages/ConnectPage')) },
              { path: CLUB_PAGES.profile, ...page(() => import('../features/profile/pages/ProfilePage')) },
              { path: '*', ...page(() => import('../features/errors/pages/NotFoundPage')) },
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createAppRouter>;
