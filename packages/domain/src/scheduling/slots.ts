import type { PlanningData, Slot } from '../schemas/schedule.js';
import { addDays } from '../dates.js';
import { courtSlotKey } from './court-clashes.js';
import { weekdayOf, zonedInstant } from './zoned-time.js';

export interface SlotWindow {
  start_date: string;
  end_date: string;
  playing_area_ids: readonly string[];
}

/** The league's start times on each weekday, earliest first. */
export function playTimesByWeekday(data: Pick<PlanningData, 'league'>): Map<string, string[]> {
  const byDay = new Map<string, string[]>();
  for (const { day, start_time } of data.league.play_times) byDay.set(day, [...(byDay.get(day) ?? []), start_time]);
  for (const times of byDay.values()) times.sort();
  return byDay;
}

/**
 * The free slots of a window: every play day from start_date to end_date, each of the league's start
 * times that weekday, each chosen court (in the planning's court order), at the instant that wall-clock
 * time names in the court's timezone. Blackout days (club-wide, or the court's location) and taken slots
 * are left out. Sorted by instant, then court order. Linear in the slots: taken slots are hashed once.
 */
export function listFreeSlots(data: PlanningData, window: SlotWindow, taken: readonly { playing_area_id: string; starts_at: string }[]): Slot[] {
  const chosen = new Set(window.playing_area_ids);
  const courts = data.courts.filter((court) => chosen.has(court.playing_area_id));
  const takenKeys = new Set(taken.map(courtSlotKey));
  const clubBlackouts = new Set(data.blackouts.filter((blackout) => blackout.location_id === null).map((blackout) => blackout.date));
  const locationBlackouts = new Set(
    data.blackouts.filter((blackout) => blackout.location_id !== null).map((blackout) => `${blackout.location_id}|${blackout.date}`),
  );
  const timesByDay = playTimesByWeekday(data);
  const slots: { slot: Slot; instant: number; order: number }[] = [];
  for (let date = window.start_date; date <= window.end_date; date = addDays(date, 1)) {
    const times = timesByDay.get(weekdayOf(date));
    if (!times || clubBlackouts.has(date)) continue;
    const instants = new Map<string, number>();
    for (const time of times) {
      courts.forEach((court, order) => {
        if (locationBlackouts.has(`${court.location_id}|${date}`)) return;
        const zoneKey = `${time}|${court.timezone}`;
        let instant = instants.get(zoneKey);
        if (instant === undefined) instants.set(zoneKey, (instant = zonedInstant(date, time, court.timezone).getTime()));
        const starts_at = new Date(instant).toISOString();
        if (takenKeys.has(courtSlotKey({ playing_area_id: court.playing_area_id, starts_at }))) return;
        slots.push({ slot: { ...court, date, time, starts_at }, instant, order });
      });
    }
  }
  slots.sort((a, b) => a.instant - b.instant || a.order - b.order);
  return slots.map((entry) => entry.slot);
}
