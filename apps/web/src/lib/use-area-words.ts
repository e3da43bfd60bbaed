import { sharedAreaName, type PlayingAreaName } from '@matchday/domain';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';

/** A playing-area name as the messages' `area` select value: court, field, rink… */
export const areaKey = (area: PlayingAreaName): string => area.toLowerCase();

/**
 * Every phrase that names the playing areas of one location, in its word (spec §9, by the location's
 * sport or else the club's) and the user's language: '3 Fields', 'Add field', 'Field name'. Each
 * language words them itself (gender, plural forms).
 */
export function useAreaWords(area: PlayingAreaName) {
  const intl = useIntl();
  return useMemo(() => {
    const key = areaKey(area);
    return {
      /** 'Fields', a heading. */
      plural: intl.formatMessage({ id: `locations.areaPlural.${key}` as MessageId }),
      /** '3 Fields'. */
      count: (count: number) => intl.formatMessage({ id: 'locations.areas.count' }, { area: key, count }),
      nameLabel: intl.formatMessage({ id: 'locations.areas.nameLabel' }, { area: key }),
      add: intl.formatMessage({ id: 'locations.areas.add' }, { area: key }),
      /** 'Field 3', the name suggested for a new area. */
      defaultName: (number: number) => intl.formatMessage({ id: 'locations.areas.defaultName' }, { area: key, number }),
      empty: intl.formatMessage({ id: 'locations.areas.empty' }, { area: key }),
      /** What the empty locations list invites the admin to do. */
      intro: intl.formatMessage({ id: 'locations.areas.intro' }, { area: key }),
    };
  }, [intl, area]);
}

export type AreaWords = ReturnType<typeof useAreaWords>;

/** '4 Courts' for areas of any word: for lists whose rows are locations of different sports. */
export function useAreaCount(): (area: PlayingAreaName, count: number) => string {
  const intl = useIntl();
  return useMemo(() => (area, count) => intl.formatMessage({ id: 'locations.areas.count' }, { area: areaKey(area), count }), [intl]);
}

/** The name of one area of a word: 'Field' (the club settings' names of the spec §9 table). */
export function useAreaName(): (area: PlayingAreaName) => string {
  const intl = useIntl();
  return useMemo(() => (area) => intl.formatMessage({ id: `clubs.playingArea.${areaKey(area)}` as MessageId }), [intl]);
}

/**
 * The heading and label of a list of playing areas that may come from locations of different sports
 * (a league's courts): 'Fields' and 'Field' when they all share the word, 'Playing areas' and 'Playing
 * area' when they mix words or there are none.
 */
export function useAreaListWords(areas: readonly PlayingAreaName[]): { plural: string; singular: string; inText: string } {
  const intl = useIntl();
  const areaName = useAreaName();
  const shared = sharedAreaName(areas);
  return useMemo(() => {
    const plural = intl.formatMessage({ id: `locations.areaPlural.${shared ? areaKey(shared) : 'mixed'}` as MessageId });
    return {
      plural,
      singular: shared ? areaName(shared) : intl.formatMessage({ id: 'locations.areaSingular.mixed' }),
      /** The plural inside a sentence, as the `areas` value of a message: 'fields', 'playing areas'. */
      inText: plural.toLocaleLowerCase(intl.locale),
    };
  }, [intl, areaName, shared]);
}
