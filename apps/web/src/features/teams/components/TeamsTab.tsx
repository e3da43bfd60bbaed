import type { League } from '@matchday/domain';

export function TeamsTab(_props: { league: League }) {
  return null;
}
