import type { League } from '@matchday/domain';

export function StandingsTab(_props: { league: League }) {
  return null;
}
