import { withoutTeams, type PublicBracket, type PublicGame, type PublicStandings, type TeamRef } from '@matchday/domain';

/**
 * The public's view of a league's teams: only registered ones. A team held by an open checkout is not registered
 * yet (it goes if the checkout runs out) and its name is whatever its registrant typed, so it appears nowhere
 * public — not in the team list, a table, a game or a bracket — until it is paid.
 */
export function publishedTeams(held: ReadonlySet<string>) {
  const ref = (team: TeamRef | null): TeamRef | null => (team && held.has(team.id) ? null : team);
  const game = (shown: PublicGame): PublicGame => ({ ...shown, home_team: ref(shown.home_team), away_team: ref(shown.away_team) });
  return {
    isShown: (teamId: string) => !held.has(teamId),
    game,
    standings: (standings: PublicStandings): PublicStandings => withoutTeams(standings, held),
    bracket: (bracket: PublicBracket): PublicBracket => ({
      ...bracket,
      champion: ref(bracket.champion),
      games: bracket.games.map((shown) => ({
        ...shown,
        home_team: ref(shown.home_team),
        away_team: ref(shown.away_team),
        winner_team_id: shown.winner_team_id && held.has(shown.winner_team_id) ? null : shown.winner_team_id,
        game: shown.game && game(shown.game),
      })),
    }),
  };
}
export type PublishedTeams = ReturnType<typeof publishedTeams>;
