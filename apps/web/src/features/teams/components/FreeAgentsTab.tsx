import type { League } from '@matchday/domain';

export function FreeAgentsTab(_props: { league: League }) {
  return null;
}
