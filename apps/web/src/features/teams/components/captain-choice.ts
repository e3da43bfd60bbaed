import type { PlayerOption } from '../../../components/player-picker/PlayerPicker';

/**
 * The captain after the chosen players change: the current captain while they stay on the list;
 * otherwise the first player chosen, since a team is led by one of its players (none when there are none).
 */
export function nextCaptain(current: string | null, players: readonly Pick<PlayerOption, 'id'>[]): string | null {
  if (current && players.some((player) => player.id === current)) return current;
  return players[0]?.id ?? null;
}

/** The choices of a captain select: every chosen player, and "no captain" first. */
export function captainChoices<P extends Pick<PlayerOption, 'id'>>(players: readonly P[]): (P | null)[] {
  return [null, ...players];
}
