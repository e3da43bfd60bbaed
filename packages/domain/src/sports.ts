/** Spec §9: what a playing area is called in each sport. Unknown sports use the default, Court. */
const PLAYING_AREA_BY_SPORT = {
  Court: ['paddle ball', 'handball', 'racquetball', 'shuffleboard', 'croquet', 'badminton', 'dodgeball', 'tennis', 'basketball', 'bocce', 'pickleball', 'volleyball', 'default'],
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

const AREA_OF_SPORT: ReadonlyMap<string, PlayingAreaName> = new Map(
  (Object.entries(PLAYING_AREA_BY_SPORT) as [PlayingAreaName, readonly string[]][]).flatMap(([area, sports]) =>
    sports.map((sport) => [sport, area] as const),
  ),
);

/** Every sport the spec names, in table order, without the 'default' entry. */
export const SPORTS: readonly string[] = [...AREA_OF_SPORT.keys()].filter((sport) => sport !== 'default');

export const DEFAULT_SPORT = 'default';

/** The playing-area name for a sport (case and surrounding spaces ignored); Court when unknown. */
export function playingAreaName(sport: string | null | undefined): PlayingAreaName {
  return AREA_OF_SPORT.get((sport ?? '').trim().toLowerCase()) ?? 'Court';
}
