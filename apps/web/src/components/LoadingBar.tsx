import LinearProgress from '@mui/material/LinearProgress';
import { useIntl } from 'react-intl';

/** Spec §4: the bar across the top of the page while the session or the forms options load. */
export function LoadingBar() {
  const intl = useIntl();
  return (
    <LinearProgress
      aria-label={intl.formatMessage({ id: 'common.loading' })}
      sx={{ position: 'fixed', top: 0, insetInline: 0, zIndex: (theme) => theme.zIndex.modal + 1, height: 3 }}
    />
  );
}
