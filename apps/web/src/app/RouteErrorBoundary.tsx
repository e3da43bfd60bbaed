import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import ServerErrorPage from '../features/errors/pages/ServerErrorPage';
import { reportError } from './load-error-reporting';

/** Any error thrown while rendering a route: reported (when reporting is on), then the 500 page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
    reportError(error);
  }, [error]);
  return <ServerErrorPage />;
}
