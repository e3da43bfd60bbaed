import { playingAreaName } from '@matchday/domain';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';

/** The playing-area word of a sport as the messages' `area` select value: court, field, rink… */
export const areaKey = (sport: string | null | undefined): string => playingAreaName(sport).toLowerCase();

/**
 * Every phrase that names playing areas, in the sport's word (spec §9) and the user's language:
 * '3 Fields', 'Add field', 'Field name'. Each language words them itself (gender, plural forms).
 */
export function useAreaWords(sport: string | null | undefined) {
  const intl = useIntl();
  return useMemo(() => {
    const area = areaKey(sport);
    return {
      /** 'Fields', a heading. */
      plural: intl.formatMessage({ id: `locations.areaPlural.${area}` as MessageId }),
      /** '3 Fields'. */
      count: (count: number) => intl.formatMessage({ id: 'locations.areas.count' }, { area, count }),
      nameLabel: intl.formatMessage({ id: 'locations.areas.nameLabel' }, { area }),
      add: intl.formatMessage({ id: 'locations.areas.add' }, { area }),
      /** 'Field 3', the name suggested for a new area. */
      defaultName: (number: number) => intl.formatMessage({ id: 'locations.areas.defaultName' }, { area, number }),
      empty: intl.formatMessage({ id: 'locations.areas.empty' }, { area }),
      /** What the empty locations list invites the admin to do. */
      intro: intl.formatMessage({ id: 'locations.areas.intro' }, { area }),
    };
  }, [intl, sport]);
}

export type AreaWords = ReturnType<typeof useAreaWords>;
