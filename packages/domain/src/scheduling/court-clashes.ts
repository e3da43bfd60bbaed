/** What the court rule needs of a game: its court, its instant, and whether it is on. */
export interface CourtBooking {
  playing_area_id: string;
  starts_at: string;
  is_active: boolean;
}

/** The key of one court at one instant (the same court and instant is the same date, time, location and court). */
export const courtSlotKey = (booking: { playing_area_id: string; starts_at: string }): string =>
  `${booking.playing_area_id}|${new Date(booking.starts_at).getTime()}`;

/**
 * The hard court rule, whatever the leagues: no two active games on one court at the same date and time.
 * Returns each pair that breaks it (the later-listed game second). Linear: one pass with a hash of the
 * courts' instants.
 */
export function findCourtClashes<T extends CourtBooking>(games: readonly T[]): [T, T][] {
  const holders = new Map<string, T>();
  const clashes: [T, T][] = [];
  for (const game of games) {
    if (!game.is_active) continue;
    const key = courtSlotKey(game);
    const holder = holders.get(key);
    if (holder) clashes.push([holder, game]);
    else holders.set(key, game);
  }
  return clashes;
}
