import type { League } from '@matchday/domain';

export function PlayoffsTab(_props: { league: League }) {
  return null;
}
