import { and, eq, isNull } from 'drizzle-orm';
import { newId, parseStoredRules, shownScoreText, type BracketSource, type CalendarFeed, type Game } from '@matchday/domain';
import type { Database } from '../../db/database.js';
import { calendarFeeds, leagues, teams } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { fieldError, notFound } from '../../lib/http-error.js';
import { newSecretToken } from '../../lib/secret-token.js';
import { recordAudit, type Actor } from '../audit/recorder.js';
import type { ClubRow } from '../clubs/club-row.js';
import { loadGames } from '../games/load-games.js';
import { findLeague } from '../leagues/league-access.js';
import { teamsByName } from '../teams/team-names.js';
import { renderCalendar, type CalendarEvent } from './ical.js';
import { feedUrl } from './league-feed-urls.js';

const sideName = (team: Game['home_team'], source: BracketSource | null): string =>
  team?.name ??
  (source ? (source.kind === 'seed' ? `Seed ${source.seed}` : `${source.kind === 'winner' ? 'Winner' : 'Loser'} of game ${source.game}`) : 'To be decided');

/** A game as a calendar event: "Home vs Away" at "Location – Court", lasting the league's game length. */
export function toEvent(game: Game, gameMinutes: number): CalendarEvent {
  const start = new Date(game.starts_at);
  const result = shownScoreText(game.scores);
  return {
    uid: `${game.id}@matchday`,
    start,
    end: new Date(start.getTime() + gameMinutes * 60_000),
    stamp: new Date(game.updated_at),
    summary: `${sideName(game.home_team, game.home_source)} vs ${sideName(game.away_team, game.away_source)}`,
    location: `${game.location_name} – ${game.court_name}`,
    description: result ? `Result: ${result}` : null,
    cancelled: !game.is_active,
  };
}

/**
 * iCal feeds of a league and of each team, at an unguessable address. The token stays readable so the
 * admin can copy the address again; rotating it replaces it, and the old address stops at once.
 */
export function createCalendarService({ db, clock, config }: { db: Database; clock: Clock; config: { APP_URL: string } }) {
  const urlOf = (token: string) => feedUrl(config.APP_URL, token);
  return {
    async list(club: ClubRow, leagueId: string): Promise<{ feeds: CalendarFeed[] }> {
      const league = await findLeague(db, club.id, leagueId);
      const [teamRows, feeds] = await Promise.all([teamsByName(db, league.id), db.select().from(calendarFeeds).where(eq(calendarFeeds.leagueId, league.id))]);
      const feedOf = (teamId: string | null) => feeds.find((feed) => feed.teamId === teamId);
      const entry = (team: { id: string; name: string } | null): CalendarFeed => {
        const feed = feedOf(team?.id ?? null);
        return { team, url: feed ? urlOf(feed.token) : null, created_at: feed ? feed.createdAt.toISOString() : null };
      };
      return { feeds: [entry(null), ...teamRows.map(entry)] };
    },

    async rotate(club: ClubRow, leagueId: string, teamId: string | null, actor: Actor): Promise<CalendarFeed> {
      return inTransaction(db, async (tx) => {
        const league = await findLeague(tx, club.id, leagueId, 'share');
        const team = teamId
          ? (
              await tx
                .select({ id: teams.id, name: teams.name })
                .from(teams)
                .where(and(eq(teams.leagueId, league.id), eq(teams.id, teamId)))
            )[0]
          : null;
        if (teamId && !team) throw fieldError('team_id', 'Choose a team of this league');
        const owner = and(eq(calendarFeeds.leagueId, league.id), teamId ? eq(calendarFeeds.teamId, teamId) : isNull(calendarFeeds.teamId));
        const [existing] = await tx.select().from(calendarFeeds).where(owner).for('update');
        const at = clock();
        const token = newSecretToken();
        const id = existing?.id ?? newId();
        if (existing) await tx.update(calendarFeeds).set({ token, createdAt: at }).where(eq(calendarFeeds.id, existing.id));
        else await tx.insert(calendarFeeds).values({ id, clubId: club.id, leagueId: league.id, teamId, token, createdAt: at });
        await recordAudit(tx, {
          clubId: club.id,
          actor,
          action: existing ? 'update' : 'create',
          entityType: 'calendar_feed',
          entityId: id,
          entityLabel: team ? `${team.name} — ${league.name}` : league.name,
          leagueId: league.id,
          before: existing ? { address: 'previous address (stopped)' } : null,
          after: { address: 'new address' },
          at,
        });
        return { team: team ?? null, url: urlOf(token), created_at: at.toISOString() };
      });
    },

    /** The public feed behind a token: every game of the league, or of the team. */
    async feed(token: string): Promise<string> {
      const [feed] = await db
        .select({ teamId: calendarFeeds.teamId, league: leagues })
        .from(calendarFeeds)
        .innerJoin(leagues, eq(leagues.id, calendarFeeds.leagueId))
        .where(eq(calendarFeeds.token, token));
      if (!feed) throw notFound('Calendar not found');
      const games = await loadGames(db, feed.league, { teamId: feed.teamId ?? undefined });
      const team = feed.teamId ? games.flatMap((game) => [game.home_team, game.away_team]).find((ref) => ref?.id === feed.teamId) : null;
      const teamName = team?.name ?? (feed.teamId ? (await db.select({ name: teams.name }).from(teams).where(eq(teams.id, feed.teamId)))[0]?.name : null);
      const { game_minutes } = parseStoredRules(feed.league.rules);
      return renderCalendar(
        teamName ? `${teamName} — ${feed.league.name}` : feed.league.name,
        games.map((game) => toEvent(game, game_minutes)),
      );
    },
  };
}
