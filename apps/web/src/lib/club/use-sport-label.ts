import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';

/** The translated name of a sport value; a sport the messages do not know shows the API's label or the value. */
export function useSportLabel(): (sport: string, fallback?: string) => string {
  const intl = useIntl();
  return useCallback(
    (sport, fallback) => {
      const id = `sports.${sport}` as MessageId;
      return intl.messages[id] ? intl.formatMessage({ id }) : (fallback ?? sport);
    },
    [intl],
  );
}
