import {
  addDays,
  dateInTimezone,
  LEAGUE_SECTION_TYPES,
  type PublicGame,
  type PublicLeaguePage,
  type PublicSite,
  type PublicTeamPage,
  type SiteDocument,
  type SiteMedia,
  type SiteSectionType,
} from '@matchday/domain';
import type { Database, Executor } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { prepareLatestAuditEntryId } from '../audit/latest-entry.js';
import { startOfDay } from '../audit/day-bounds.js';
import { leagueFeedUrls } from '../calendar/league-feed-urls.js';
import { logoUrl } from '../clubs/logo.js';
import { loadGames } from '../games/load-games.js';
import { publicLeaguesOf, type PublicLeagueRow } from '../leagues/public-leagues.js';
import { addOnsOnSaleByLeague } from '../payments/price-list.js';
import { bracketOfLeague } from '../playoffs/league-bracket.js';
import type { ClubRow } from '../clubs/club-row.js';
import { teamPlacesLeftByLeague } from '../registration/team-places.js';
import { createSiteService, type SiteService } from '../site/service.js';
import { standingsOf } from '../standings/service.js';
import { heldTeamIds } from '../teams/public-join.js';
import { teamOfClub } from '../teams/team-league.js';
import { createPageCache, type CachedPage } from './page-cache.js';
import { publishedTeams, type PublishedTeams } from './published-teams.js';
import { toPublicAddOn, toPublicBracket, toPublicGame, toPublicLeague, toPublicStandings } from './public-views.js';

/** How far back the results block reaches. */
const RESULT_DAYS = 14;
const MAX_RESULTS = 20;
/** Leagues whose standings and bracket mean something yet. */
const PLAYING = new Set<string>(['in_season', 'completed']);

/** What the public pages show of the club. */
interface ClubFace {
  clubId: string;
  slug: string;
  name: string;
  timezone: string;
  sport: string;
  logoEtag: string | null;
}

type Published = NonNullable<Awaited<ReturnType<SiteService['published']>>>;

/** Monday of the week holding `date` (YYYY-MM-DD). */
const mondayOf = (date: string): string => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

const byStart = (a: PublicGame, b: PublicGame) => a.starts_at.localeCompare(b.starts_at);

/** The leagues a section shows: those it names, else all of them (a hidden or missing section shows none). */
function leaguesForSection(document: SiteDocument, type: SiteSectionType, leagues: readonly PublicLeagueRow[]): PublicLeagueRow[] {
  const section = document.sections.find((candidate) => candidate.type === type);
  if (!section?.visible) return [];
  return section.league_ids.length === 0 ? [...leagues] : leagues.filter((league) => section.league_ids.includes(league.id));
}

export type PublicSiteService = ReturnType<typeof createPublicSiteService>;

export function createPublicSiteService({ db, clock, config }: { db: Database; clock: Clock; config: { APP_URL: string } }) {
  const site = createSiteService({ db, clock });
  const cache = createPageCache({ clock });
  const latestAuditEntryId = prepareLatestAuditEntryId(db);

  const clubOf = (face: ClubFace) => ({
    slug: face.slug,
    name: face.name,
    timezone: face.timezone,
    sport: face.sport,
    logo_url: logoUrl(face.slug, face.logoEtag),
  });

  /** Leagues as the public contract has them, with the add-ons each sells and the team places left in each (one read for all). */
  const publicLeagues = async (leagues: readonly PublicLeagueRow[], today: string, feeds: ReadonlyMap<string, string>) => {
    const [addOns, placesLeft] = await Promise.all([
      addOnsOnSaleByLeague(
        db,
        leagues.map((league) => league.id),
      ),
      teamPlacesLeftByLeague(db, leagues, clock()),
    ]);
    return leagues.map((league) =>
      toPublicLeague(league, {
        today,
        calendarUrl: feeds.get(league.id) ?? null,
        addOns: addOns.get(league.id)!.map(toPublicAddOn),
        placesLeft: placesLeft.get(league.id)!,
      }),
    );
  };

  /** Only registered teams are shown: those of these leagues still held by a checkout are left out. */
  const publishedIn = async (leagues: readonly PublicLeagueRow[]) =>
    publishedTeams(
      await heldTeamIds(
        db,
        leagues.map((league) => league.id),
      ),
    );

  const activeGames = async (executor: Executor, league: PublicLeagueRow, filter: Parameters<typeof loadGames>[2], shown: PublishedTeams) =>
    (await loadGames(executor, league, filter)).filter((game) => game.is_active).map((game) => shown.game(toPublicGame(game, league.name)));

  /** The home page: the document, its images, and the live blocks of the sections it shows. */
  async function buildSite(face: ClubFace, version: number, document: SiteDocument, media: Record<string, SiteMedia>): Promise<PublicSite> {
    const today = dateInTimezone(clock(), face.timezone);
    const leagues = await publicLeaguesOf(db, face.clubId);
    const playing = leagues.filter((league) => PLAYING.has(league.status));
    const shownTeams = await publishedIn(playing);
    const weekFrom = mondayOf(today);
    const weekTo = addDays(weekFrom, 6);
    const shown = new Set(
      LEAGUE_SECTION_TYPES.flatMap((type) =>
        leaguesForSection(document, type, type === 'open_registrations' || type === 'calendar_feeds' ? leagues : playing),
      ).map((league) => league.id),
    );
    const feeds = await leagueFeedUrls(db, config.APP_URL, [...shown]);
    const week: PublicGame[] = [];
    for (const league of leaguesForSection(document, 'upcoming_games', playing)) {
      week.push(
        ...(await activeGames(db, league, { from: startOfDay(weekFrom, face.timezone), to: startOfDay(addDays(weekTo, 1), face.timezone) }, shownTeams)),
      );
    }
    const results: PublicGame[] = [];
    for (const league of leaguesForSection(document, 'results', playing)) {
      const recent = await activeGames(
        db,
        league,
        { from: startOfDay(addDays(today, -RESULT_DAYS), face.timezone), to: startOfDay(addDays(today, 1), face.timezone) },
        shownTeams,
      );
      results.push(...recent.filter((game) => game.home_points !== null));
    }
    const standingsLeagues = new Set(leaguesForSection(document, 'standings', playing).map((league) => league.id));
    const bracketLeagues = new Set(leaguesForSection(document, 'brackets', playing).map((league) => league.id));
    const tables: PublicSite['tables'] = [];
    for (const league of playing.filter((candidate) => standingsLeagues.has(candidate.id) || bracketLeagues.has(candidate.id))) {
      const bracket = bracketLeagues.has(league.id) ? await bracketOfLeague(db, league) : null;
      tables.push({
        league_id: league.id,
        league_name: league.name,
        standings: standingsLeagues.has(league.id) ? shownTeams.standings(toPublicStandings(await standingsOf(db, league))) : null,
        bracket: bracket ? shownTeams.bracket(toPublicBracket(bracket, league.name)) : null,
      });
    }
    return {
      club: clubOf(face),
      version,
      document,
      media,
      leagues: await publicLeagues(
        leagues.filter((league) => shown.has(league.id)),
        today,
        feeds,
      ),
      week: { from: weekFrom, to: weekTo, games: week.sort(byStart) },
      results: results.sort((a, b) => byStart(b, a)).slice(0, MAX_RESULTS),
      tables,
    };
  }

  /** A league's page: what it is, its teams, its season's games, standings and bracket. */
  async function buildLeague(face: ClubFace, league: PublicLeagueRow): Promise<PublicLeaguePage> {
    const today = dateInTimezone(clock(), face.timezone);
    const shownTeams = await publishedIn([league]);
    const [feeds, games, standings, bracket] = await Promise.all([
      leagueFeedUrls(db, config.APP_URL, [league.id]),
      activeGames(db, league, {}, shownTeams),
      standingsOf(db, league).then((table) => shownTeams.standings(toPublicStandings(table))),
      bracketOfLeague(db, league),
    ]);
    return {
      club: clubOf(face),
      league: (await publicLeagues([league], today, feeds))[0]!,
      teams: [...standings.rows.map((row) => row.team)].sort((a, b) => a.name.localeCompare(b.name)),
      games,
      standings,
      bracket: bracket ? shownTeams.bracket(toPublicBracket(bracket, league.name)) : null,
    };
  }

  /**
   * A public page of the club, from the cache while nothing it shows has changed: undefined when the club has no
   * published site (or the page's league or team is not one a visitor may see).
   */
  async function page(slug: string, key: string, build: (published: Published) => Promise<unknown>): Promise<CachedPage | undefined> {
    const live = await site.liveVersion(slug);
    if (!live) return undefined;
    const stamp = [live.version, await latestAuditEntryId(live.clubId), dateInTimezone(clock(), live.timezone)].join('|');
    const cached = await cache.get(`${slug}|${key}`, stamp, async () => {
      const published = await site.published(slug);
      return (published && (await build(published))) ?? null;
    });
    return cached.body === 'null' ? undefined : cached;
  }

  return {
    site: (slug: string) => page(slug, 'site', (published) => buildSite(published, published.version, published.document, published.media)),

    league: (slug: string, leagueId: string) =>
      page(slug, `league|${leagueId}`, async (face) => {
        const [league] = await publicLeaguesOf(db, face.clubId, leagueId);
        return league ? buildLeague(face, league) : undefined;
      }),

    team: (slug: string, teamId: string) =>
      page(slug, `team|${teamId}`, async (face): Promise<PublicTeamPage | undefined> => {
        const team = await teamOfClub(db, face.clubId, teamId);
        const [league] = team ? await publicLeaguesOf(db, face.clubId, team.leagueId) : [];
        const shownTeams = league && (await publishedIn([league]));
        // A held team has no page yet: the same 404 as an unknown one.
        if (!team || !league || !shownTeams?.isShown(team.id)) return undefined;
        const today = dateInTimezone(clock(), face.timezone);
        const feeds = await leagueFeedUrls(db, config.APP_URL, [league.id]);
        return {
          club: clubOf(face),
          league: (await publicLeagues([league], today, feeds))[0]!,
          team: { id: team.id, name: team.name },
          games: await activeGames(db, league, { teamId: team.id }, shownTeams),
        };
      }),

    /** The home page as the draft would make it, for the editor's preview (never cached, never public). */
    async preview(club: ClubRow): Promise<PublicSite> {
      const { document, media } = await site.draft(club);
      const face = { clubId: club.id, slug: club.slug, name: club.name, timezone: club.timezone, sport: club.defaultSport, logoEtag: club.logoEtag };
      return buildSite(face, 0, document, media);
    },
  };
}
