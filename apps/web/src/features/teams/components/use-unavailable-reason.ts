import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { PlayerOption } from '../../../components/player-picker/PlayerPicker';
import { useLeagueMembers } from '../api/use-league-members';

/**
 * Why a club player cannot be chosen for the league, for the player pickers (null: they can be). A player
 * on a team is never choosable; a free agent is when `freeAgentsMove` (a new team takes the league's free
 * agents onto its roster) and not otherwise (a player is registered in a league once).
 */
export function useUnavailableReason(slug: string, leagueId: string, { freeAgentsMove }: { freeAgentsMove: boolean }) {
  const intl = useIntl();
  const members = useLeagueMembers(slug, leagueId).data;
  return useCallback(
    (player: PlayerOption): string | null => {
      const membership = members?.get(player.id);
      if (!membership) return null;
      if (membership.team) return intl.formatMessage({ id: 'teams.picker.onTeam' }, { team: membership.team.name });
      return freeAgentsMove ? null : intl.formatMessage({ id: 'teams.picker.freeAgent' });
    },
    [intl, members, freeAgentsMove],
  );
}
