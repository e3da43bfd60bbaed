import { dueNowCents, joiningCharges, type ChargeLine, type JoinRole, type RegistrationOptions } from '@matchday/domain';

/**
 * What joining in a role charges, by the domain's rules: through an invite, the captain's share (players_pay) and
 * the roster size after joining (a player beyond the minimum adds a fee to the team in full_player_fee_from_captain).
 */
export function chargesFor(options: RegistrationOptions, role: JoinRole): { lines: ChargeLine[]; dueNow: number } {
  const { league, invite } = options;
  const context = role === 'player' && invite ? { shareCents: invite.share_cents, rosterAfterJoin: league.roster_max - invite.places_left + 1 } : {};
  const lines = joiningCharges(league, role, context);
  return { lines, dueNow: dueNowCents(lines) };
}
