import { SNACKBAR } from '@matchday/domain';
import CloseRounded from '@mui/icons-material/CloseRounded';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, useSnackbar, type SnackbarKey } from 'notistack';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

function CloseButton({ snackbarKey }: { snackbarKey: SnackbarKey }) {
  const { closeSnackbar } = useSnackbar();
  const intl = useIntl();
  return (
    <IconButton size="small" color="inherit" aria-label={intl.formatMessage({ id: 'common.dismiss' })} onClick={() => closeSnackbar(snackbarKey)}>
      <CloseRounded fontSize="small" />
    </IconButton>
  );
}

/**
 * notistack's own colours put white text on #43a047 (3.3:1), #ff9800 and #2196f3: below WCAG AA's 4.5:1. These deeper
 * shades of the same hues carry white text at 6:1 or more, in the light theme and the dark one alike.
 */
const ReadableSnackbar = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#1b5e20', color: '#fff' },
  '&.notistack-MuiContent-error': { backgroundColor: '#b71c1c', color: '#fff' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#7a3e00', color: '#fff' },
  '&.notistack-MuiContent-info': { backgroundColor: '#01579b', color: '#fff' },
});
const SNACKBAR_CONTENT = { success: ReadableSnackbar, error: ReadableSnackbar, warning: ReadableSnackbar, info: ReadableSnackbar, default: ReadableSnackbar };

/** Spec §4, §9: at most 3 at once, bottom right, 5000 ms by default; only the close button dismisses early. */
export function AppSnackbarProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={SNACKBAR.maxStack}
      anchorOrigin={SNACKBAR.anchorOrigin}
      autoHideDuration={SNACKBAR.autoHideDuration}
      action={(key) => <CloseButton snackbarKey={key} />}
      Components={SNACKBAR_CONTENT}
    >
      {children}
    </SnackbarProvider>
  );
}
