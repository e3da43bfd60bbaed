import {
  addDays,
  buildBracket,
  computeStandings,
  dateInTimezone,
  generateSchedule,
  listFreeSlots,
  locationAreaName,
  matchResult,
  newId,
  parseStoredRules,
  placeBracketGames,
  resolveBracket,
  zonedDateTime,
  type BracketType,
  type Court,
  type GameScore,
  type LeagueRules,
  type PlanningData,
  type PlayTime,
  type TeamRef,
} from '@matchday/domain';
import { bracketSnapshot } from '../modules/playoffs/bracket-snapshot.js';
import type { SeedClub } from './seed-club-builder.js';
import type { ClubPlan, LeagueGamesPlan } from './seed-club-plan.js';
import { demoWinner, runScores, setScores } from './seed-results.js';
import type { SeedRows } from './seed-rows.js';
import type { leagues } from './schema.js';

type LeagueInsert = typeof leagues.$inferInsert;
type Side = 'home' | 'away';

interface Season {
  league: LeagueInsert & { id: string };
  rules: LeagueRules;
  plan: LeagueGamesPlan;
  teams: TeamRef[];
  courts: Court[];
  /** The club's today: games before it have results. */
  today: string;
  at: Date;
}

/**
 * The club's played seasons: each league whose plan has games gets its round robin as the generator
 * places it (planned on the first day of the season, on every court of its locations), results for the
 * games before today (but the latest night of a season in play) and, once the round robin is over, a
 * bracket played to its champion.
 */
export function addLeagueGames(rows: SeedRows, club: SeedClub, plan: ClubPlan, at: Date): void {
  const today = dateInTimezone(at, club.timezone);
  for (const leaguePlan of plan.leagues) {
    if (!leaguePlan.games) continue;
    const league = rows.leagues.find((row) => row.clubId === club.id && row.name === leaguePlan.name);
    if (!league?.id) throw new Error(`The demo league "${leaguePlan.name}" is missing`);
    league.rules = { ...leaguePlan.games.rules };
    const season: Season = {
      league: { ...league, id: league.id },
      rules: parseStoredRules(league.rules),
      plan: leaguePlan.games,
      teams: rows.teams.filter((team) => team.leagueId === league.id).map((team) => ({ id: team.id!, name: team.name })),
      courts: courtsOf(rows, club, league.id),
      today,
      at,
    };
    const regular = addRoundRobin(rows, season);
    if (leaguePlan.games.playoffs) addPlayoffs(rows, season, regular, leaguePlan.games.playoffs);
  }
}

function courtsOf(rows: SeedRows, club: SeedClub, leagueId: string): Court[] {
  return rows.leagueLocations
    .filter((link) => link.leagueId === leagueId)
    .sort((a, b) => a.position - b.position)
    .flatMap((link) => {
      const location = rows.locations.find((row) => row.id === link.locationId)!;
      return rows.playingAreas
        .filter((area) => area.locationId === location.id)
        .sort((a, b) => a.position - b.position)
        .map((area) => ({
          playing_area_id: area.id!,
          location_id: location.id!,
          location_name: location.name,
          court_name: area.name,
          timezone: location.timezone,
          playing_area: locationAreaName(club.defaultSport, location.sport),
        }));
    });
}

/** What the generator and the slot finder read, as the admin would have seen it on `plannedOn`. */
function planningData(rows: SeedRows, season: Season, plannedOn: string): PlanningData {
  const courtIds = new Set(season.courts.map((court) => court.playing_area_id));
  const names = new Map(rows.leagues.map((league) => [league.id, league.name]));
  return {
    league: {
      id: season.league.id,
      name: season.league.name,
      season_start: season.league.seasonStart,
      season_end: season.league.seasonEnd,
      play_times: (season.league.playTimes ?? []) as PlayTime[],
      game_minutes: season.rules.game_minutes,
    },
    today: plannedOn,
    teams: season.teams,
    courts: season.courts,
    blackouts: [],
    busy: rows.games
      .filter((game) => game.isActive !== false && courtIds.has(game.playingAreaId))
      .map((game) => ({ playing_area_id: game.playingAreaId, starts_at: game.startsAt.toISOString(), league_name: names.get(game.leagueId) ?? '' })),
    games: [],
  };
}

/** The spec §4 match result in the games table's columns. */
function resultColumns(scores: GameScore[]) {
  const result = matchResult(scores);
  return { homePoints: result.home_points, awayPoints: result.away_points, winner: result.winner };
}

const placeOf = (season: Season, teamId: string) => season.teams.findIndex((team) => team.id === teamId);

function scoresFor(season: Season, winner: Side, variation: number): GameScore[] {
  return season.plan.scoring === 'sets' ? setScores(winner, season.rules.games_per_match, variation) : runScores(winner, variation);
}

interface SeededGame {
  row: SeedRows['games'][number];
  date: string;
}

function addRoundRobin(rows: SeedRows, season: Season): SeededGame[] {
  const { league } = season;
  const data = planningData(rows, season, league.seasonStart);
  const preview = generateSchedule(data, {
    mode: 'new',
    format: 'single',
    start_date: league.seasonStart,
    end_date: league.seasonEnd,
    team_ids: season.teams.map((team) => team.id),
    playing_area_ids: season.courts.map((court) => court.playing_area_id),
    max_games_per_team_per_day: 1,
    min_rest_minutes: 0,
  });
  if (preview.unplaced.length > 0) throw new Error(`The demo schedule of "${league.name}" leaves ${preview.unplaced.length} games unplaced`);
  const courtById = new Map(season.courts.map((court) => [court.playing_area_id, court]));
  const dateOf = (proposed: (typeof preview.games)[number]) => zonedDateTime(proposed.starts_at, courtById.get(proposed.playing_area_id)!.timezone).date;
  // A season in play has its latest night still waiting for results, for the admin to enter.
  const awaiting =
    season.league.status === 'in_season'
      ? preview.games
          .map(dateOf)
          .filter((date) => date < season.today)
          .sort()
          .at(-1)
      : undefined;
  return preview.games.map((proposed, index) => {
    const court = courtById.get(proposed.playing_area_id)!;
    const date = dateOf(proposed);
    const variation = proposed.round * 7 + placeOf(season, proposed.home_team_id) * 3 + placeOf(season, proposed.away_team_id) + index;
    const winner = demoWinner(placeOf(season, proposed.home_team_id), placeOf(season, proposed.away_team_id), variation);
    const scores = date < season.today && date !== awaiting ? scoresFor(season, winner, variation) : [];
    const row: SeededGame['row'] = {
      id: newId(),
      leagueId: league.id,
      locationId: court.location_id,
      playingAreaId: court.playing_area_id,
      startsAt: new Date(proposed.starts_at),
      homeTeamId: proposed.home_team_id,
      awayTeamId: proposed.away_team_id,
      isActive: true,
      stage: 'regular',
      round: proposed.round,
      scores,
      ...resultColumns(scores),
      createdAt: season.at,
      updatedAt: season.at,
    };
    rows.games.push(row);
    return { row, date };
  });
}

/**
 * The whole table seeded into a bracket the week after the round robin, every game played: the better
 * seed wins, except in the final, which the underdog takes.
 */
function addPlayoffs(rows: SeedRows, season: Season, regular: readonly SeededGame[], type: BracketType): void {
  const { league } = season;
  const standings = computeStandings(
    season.teams,
    regular.map(({ row }) => ({ home_team_id: row.homeTeamId ?? null, away_team_id: row.awayTeamId ?? null, is_active: true, scores: row.scores ?? [] })),
    season.rules,
  );
  const seeds = standings.rows.map((row) => row.team.id);
  const structure = buildBracket(type, seeds.length, type === 'double-elimination');
  const startDate = addDays(
    regular
      .map((game) => game.date)
      .sort()
      .at(-1)!,
    1,
  );
  const data = planningData(rows, season, startDate);
  const slots = listFreeSlots(
    data,
    { start_date: startDate, end_date: league.seasonEnd, playing_area_ids: season.courts.map((court) => court.playing_area_id) },
    data.busy,
  );
  const { placed, unplaced } = placeBracketGames(structure, slots, season.rules.game_minutes);
  if (unplaced.length > 0) throw new Error(`The demo bracket of "${league.name}" leaves games ${unplaced.join(', ')} unplaced`);

  const bracketId = newId();
  const finalNumber = Math.max(...structure.filter((spec) => !spec.if_necessary).map((spec) => spec.number));
  const winners = new Map<number, Side>();
  for (const spec of [...structure].sort((a, b) => a.number - b.number)) {
    const slot = placed.get(spec.number)!;
    const at = { leagueId: league.id, locationId: slot.location_id, playingAreaId: slot.playing_area_id, startsAt: new Date(slot.starts_at) };
    const bracketGame = { stage: 'playoff' as const, round: spec.round, bracketId, bracketGame: spec.number, homeSource: spec.home, awaySource: spec.away };
    const teams = resolveBracket(structure, seeds, winners).games.get(spec.number)!;
    if (teams.status === 'not_needed') {
      rows.games.push({ id: newId(), ...at, ...bracketGame, isActive: false, createdAt: season.at, updatedAt: season.at });
      continue;
    }
    const homeSeed = seeds.indexOf(teams.home_team_id!);
    const awaySeed = seeds.indexOf(teams.away_team_id!);
    const favourite: Side = homeSeed < awaySeed ? 'home' : 'away';
    const winner: Side = spec.number === finalNumber ? (favourite === 'home' ? 'away' : 'home') : favourite;
    winners.set(spec.number, winner);
    const scores = scoresFor(season, winner, spec.number * 5 + homeSeed);
    rows.games.push({
      id: newId(),
      ...at,
      ...bracketGame,
      homeTeamId: teams.home_team_id,
      awayTeamId: teams.away_team_id,
      isActive: true,
      scores,
      ...resultColumns(scores),
      createdAt: season.at,
      updatedAt: season.at,
    });
  }
  const bracket = { type, grandFinalReset: type === 'double-elimination', seeds, structure, unplaced };
  rows.brackets.push({ id: bracketId, leagueId: league.id, ...bracket, createdAt: season.at });
  const names = new Map(season.teams.map((team) => [team.id, team.name]));
  rows.created({
    clubId: league.clubId,
    entityType: 'bracket',
    entityId: bracketId,
    entityLabel: 'Playoff bracket',
    leagueId: league.id,
    snapshot: bracketSnapshot(bracket, names),
  });
}
