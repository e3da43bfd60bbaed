import { SNACKBAR } from '@matchday/domain';
import CloseRounded from '@mui/icons-material/CloseRounded';
import IconButton from '@mui/material/IconButton';
import { SnackbarProvider, useSnackbar, type SnackbarKey } from 'notistack';
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

/** Spec §4, §9: at most 3 at once, bottom right, 5000 ms by default; only the close button dismisses early. */
export function AppSnackbarProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={SNACKBAR.maxStack}
      anchorOrigin={SNACKBAR.anchorOrigin}
      autoHideDuration={SNACKBAR.autoHideDuration}
      action={(key) => <CloseButton snackbarKey={key} />}
    >
      {children}
    </SnackbarProvider>
  );
}
