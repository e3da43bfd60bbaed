/** Spec §9: what a playing area is called in each sport. Unknown sports use the default, Court. */
const PLAYING_AREA_BY_SPORT = {
  Court: [
    'paddle ball',
    'handball',
    'racquetball',
    'shuffleboard',
    'croquet',
    'badminton',
    'dodgeball',
    'tennis',
    'basketball',
    'bocce',
    'pickleball',
    'volleyball',
    'default',
  ],
  Rink: ['inline hockey', 'hockey'],
  Table: ['billiards', 'table tennis'],
  Course: ['disc golf', 'mini golf', 'golf'],
  Field: ['ultimate frisbee', 'cricket', 'rugby', 'baseball', 'field hockey', 'football', 'lacrosse', 'soccer', 'softball', 'kickball'],
  Board: ['cornhole'],
  Lane: ['axe throwing', 'bowling'],
  Station: ['tailgate games'],
  Sheet: ['curling'],
} as const;

export type PlayingAreaName = keyof typeof PLAYING_AREA_BY_SPORT;

/** Every playing-area name of the table, in table order. */
export const PLAYING_AREA_NAMES = Object.keys(PLAYING_AREA_BY_SPORT) as readonly PlayingAreaName[];

const AREA_OF_SPORT: ReadonlyMap<string, PlayingAreaName> = new Map(
  (Object.entries(PLAYING_AREA_BY_SPORT) as [PlayingAreaName, readonly string[]][]).flatMap(([area, sports]) => sports.map((sport) => [sport, area] as const)),
);

/** Every sport the spec names, in table order, without the 'default' entry. */
export const SPORTS: readonly string[] = [...AREA_OF_SPORT.keys()].filter((sport) => sport !== 'default');

export const DEFAULT_SPORT = 'default';

/** The playing-area name for a sport (case and surrounding spaces ignored); Court when unknown. */
export function playingAreaName(sport: string | null | undefined): PlayingAreaName {
  return AREA_OF_SPORT.get((sport ?? '').trim().toLowerCase()) ?? 'Court';
}

/**
 * What a location's playing areas are called: by the location's own sport when it has one (a soccer
 * club's gym has courts), else by its club's sport. The API and every screen name areas through this.
 */
export function locationAreaName(clubSport: string | null | undefined, locationSport: string | null | undefined): PlayingAreaName {
  return playingAreaName(locationSport ?? clubSport);
}

/** The name all these areas share ('Field'), or null when they mix names (or there are none): a list of them then needs a neutral heading. */
export function sharedAreaName(areas: readonly PlayingAreaName[]): PlayingAreaName | null {
  const [first] = areas;
  return first !== undefined && areas.every((area) => area === first) ? first : null;
}
