import { SNACKBAR, UNKNOWN_SERVER_ERROR } from '@matchday/domain';
import { useSnackbar, type VariantType } from 'notistack';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from './api-error';

export interface NotifyOptions {
  /** Spec §9: a notification that stays until its close button is pressed. */
  keepShowing?: boolean;
}

export interface Notify {
  success(message: string, options?: NotifyOptions): void;
  info(message: string, options?: NotifyOptions): void;
  error(error: unknown, options?: NotifyOptions): void;
}

/**
 * Snackbar notifications (spec §4, §9). An error shows the server's message; in other languages the
 * translation of its error code when there is one; 'Unknown Server Error' when the server said nothing.
 */
export function useNotify(): Notify {
  const { enqueueSnackbar } = useSnackbar();
  const intl = useIntl();

  return useMemo(() => {
    const show = (message: string, variant: VariantType, options?: NotifyOptions) =>
      enqueueSnackbar(message, {
        variant,
        persist: options?.keepShowing ?? false,
        autoHideDuration: options?.keepShowing ? null : SNACKBAR.notificationAutoHideDuration,
      });

    const errorMessage = (error: unknown): string => {
      if (!isApiError(error) || error.code === null) {
        return intl.formatMessage({ id: 'errors.unknown_server_error', defaultMessage: UNKNOWN_SERVER_ERROR });
      }
      return intl.locale === 'en' ? error.message : intl.formatMessage({ id: `errors.${error.code}` });
    };

    return {
      success: (message, options) => show(message, 'success', options),
      info: (message, options) => show(message, 'info', options),
      error: (error, options) => show(errorMessage(error), 'error', options),
    };
  }, [enqueueSnackbar, intl]);
}
