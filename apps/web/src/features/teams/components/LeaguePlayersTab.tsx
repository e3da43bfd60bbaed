import type { League } from '@matchday/domain';

export function LeaguePlayersTab(_props: { league: League }) {
  return null;
}
