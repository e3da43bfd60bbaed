import { DEFAULT_SPORT } from '@matchday/domain';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useFormsOptions } from '../../../../lib/forms-options/use-forms-options';
import { useSportLabel } from '../../../../lib/club/use-sport-label';

export interface SportOption {
  value: string;
  label: string;
  playingArea: string;
}

/** The sports to choose from, in the reader's alphabetical order, 'Other' last. */
export function useSportOptions(): SportOption[] {
  const intl = useIntl();
  const { sports } = useFormsOptions();
  const sportLabel = useSportLabel();
  return useMemo(() => {
    const collator = new Intl.Collator(intl.locale);
    return sports
      .map((sport) => ({ value: sport.value, label: sportLabel(sport.value, sport.label), playingArea: sport.playing_area }))
      .sort((a, b) => Number(a.value === DEFAULT_SPORT) - Number(b.value === DEFAULT_SPORT) || collator.compare(a.label, b.label));
  }, [intl.locale, sports, sportLabel]);
}
