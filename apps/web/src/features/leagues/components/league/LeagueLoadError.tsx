import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { errorText } from '../../../../components/form/error-text';
import { isApiError } from '../../../../lib/api-client';
import { leaguePaths } from '../shared/league-paths';

/** The league could not be loaded: not one of this club's (404), or the call failed and may be retried. */
export function LeagueLoadError({ slug, error, onRetry }: { slug: string; error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  const missing = isApiError(error) && error.status === 404;
  return (
    <Alert
      severity={missing ? 'warning' : 'error'}
      action={
        missing ? (
          <Button color="inherit" size="small" component={RouterLink} to={leaguePaths.list(slug)}>
            <FormattedMessage id="leagues.page.backToList" />
          </Button>
        ) : (
          <Button color="inherit" size="small" onClick={onRetry}>
            <FormattedMessage id="common.retry" />
          </Button>
        )
      }
    >
      {missing ? intl.formatMessage({ id: 'leagues.page.notFound' }) : errorText(intl, error)}
    </Alert>
  );
}
