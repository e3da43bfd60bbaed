import type { League } from '@matchday/domain';

export function ScheduleTab(_props: { league: League }) {
  return null;
}
