import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** Names such as question labels as a sentence lists them: each quoted the language's way, joined with "and". */
export function useQuotedList() {
  const intl = useIntl();
  return useCallback(
    (names: readonly string[]) =>
      intl.formatList(
        names.map((label) => intl.formatMessage({ id: 'common.quoted' }, { label })),
        { type: 'conjunction' },
      ),
    [intl],
  );
}
