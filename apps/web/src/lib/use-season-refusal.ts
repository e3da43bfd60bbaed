import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { SeasonRefusal } from '@matchday/domain';
import type { MessageId } from '../i18n/messages';

/** The sentence, in the user's language, for why the season does not allow something (null: it does). */
export function useSeasonRefusal(): (refusal: SeasonRefusal | null, values?: Record<string, number>) => string | null {
  const intl = useIntl();
  return useCallback((refusal, values) => (refusal ? intl.formatMessage({ id: `leagues.season.${refusal}` as MessageId }, values) : null), [intl]);
}
