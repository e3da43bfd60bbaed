// The scheduling rules' speed, measured in-process (no server): the generator on a 64-team, 20-week,
// 12-court season, and the spec §5 duplicate check and the court rule over 100,000 games. Printed, never asserted.
import { performance } from 'node:perf_hooks';
import { findCourtClashes, flagDuplicates, generateSchedule, indexActiveGames } from '@matchday/domain';
import { benchDuplicateSchedules, benchPlanningData } from '../packages/domain/src/scheduling/bench-data';

const RUNS = 5;

/** Median of several runs after one warm-up, in milliseconds. */
function time(work: () => unknown): string {
  work();
  const runs = Array.from({ length: RUNS }, () => {
    const started = performance.now();
    work();
    return performance.now() - started;
  }).sort((a, b) => a - b);
  return runs[Math.floor(RUNS / 2)]!.toFixed(1);
}

export function benchScheduling(): void {
  const { data, settings } = benchPlanningData(64, 20, 12);
  const preview = generateSchedule(data, settings);
  const schedules = benchDuplicateSchedules(100_000);
  const [own, ...others] = schedules;
  const bookings = schedules.flatMap((schedule, league) =>
    schedule.slots.flatMap((slot) =>
      slot.games.map((game) => ({
        playing_area_id: `${game.location_name}/${game.court_name}`,
        starts_at: `${slot.date}T${game.time}:00Z`,
        is_active: game.is_active,
        league,
      })),
    ),
  );
  console.log(`Matchday scheduling benchmark — Node ${process.version}, median of ${RUNS} runs`);
  console.table([
    {
      measure: 'generate: 64 teams, 20 weeks, 12 courts',
      ms: time(() => generateSchedule(data, settings)),
      detail: `${preview.games.length} games placed, ${preview.unplaced.length} unplaced, ${preview.rounds} rounds`,
    },
    {
      measure: 'duplicate flags (spec §5): 100,000 games',
      ms: time(() => flagDuplicates(own!, indexActiveGames(others))),
      detail: `${bookings.length} games in ${schedules.length} leagues`,
    },
    { measure: 'court rule: 100,000 games', ms: time(() => findCourtClashes(bookings)), detail: 'hash by court and instant' },
  ]);
}
