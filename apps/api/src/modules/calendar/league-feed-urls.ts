import { and, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { calendarFeeds } from '../../db/schema.js';

export const feedUrl = (appUrl: string, token: string): string => `${appUrl}/api/calendar/${token}.ics`;

/** The addresses of these leagues' own iCal feeds (not their teams'), by league, for the ones the club has made. */
export async function leagueFeedUrls(db: Executor, appUrl: string, leagueIds: readonly string[]): Promise<Map<string, string>> {
  if (leagueIds.length === 0) return new Map();
  const rows = await db
    .select({ leagueId: calendarFeeds.leagueId, token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(and(inArray(calendarFeeds.leagueId, [...leagueIds]), isNull(calendarFeeds.teamId)));
  return new Map(rows.map((row) => [row.leagueId, feedUrl(appUrl, row.token)]));
}
