import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import {
  CLOSING_SOON_DAYS,
  LeagueInputSchema,
  LocationInputSchema,
  PlayerInputSchema,
  QuestionInputSchema,
  computeStandings,
  dateInTimezone,
  daysBetween,
  findCourtClashes,
  matchResult,
  parseStoredRules,
  resolveBracket,
  validateAnswers,
  zonedDateTime,
} from '@matchday/domain';
import { openTestDatabase, testPasswords } from '../../test/helper.js';
import type { DatabaseHandle } from './client.js';
import { lacksRequiredAnswer } from './missing-answers.js';
import {
  auditLog,
  brackets,
  clubs,
  games,
  leagueLocations,
  leagueQuestions,
  leagues,
  locations,
  players,
  playingAreas,
  questions,
  registrationAnswers,
  registrations,
  teams,
} from './schema.js';
import { DEMO_ACTOR_NAME } from './seed-rows.js';
import { seedDemoData } from './seed.js';

let database: DatabaseHandle;
let data: Awaited<ReturnType<typeof loadAll>>;

async function loadAll(db: DatabaseHandle['db']) {
  const [
    clubRows,
    locationRows,
    areaRows,
    questionRows,
    leagueRows,
    leagueLocationRows,
    leagueQuestionRows,
    playerRows,
    teamRows,
    registrationRows,
    answerRows,
    auditRows,
    gameRows,
    bracketRows,
  ] = await Promise.all([
    db.select().from(clubs),
    db.select().from(locations),
    db.select().from(playingAreas),
    db.select().from(questions),
    db.select().from(leagues),
    db.select().from(leagueLocations),
    db.select().from(leagueQuestions),
    db.select().from(players),
    db.select().from(teams),
    db.select().from(registrations),
    db.select().from(registrationAnswers),
    db.select().from(auditLog),
    db.select().from(games),
    db.select().from(brackets),
  ]);
  return {
    clubs: clubRows,
    locations: locationRows,
    areas: areaRows,
    questions: questionRows,
    leagues: leagueRows,
    leagueLocations: leagueLocationRows,
    leagueQuestions: leagueQuestionRows,
    players: playerRows,
    teams: teamRows,
    registrations: registrationRows,
    answers: answerRows,
    audit: auditRows,
    games: gameRows,
    brackets: bracketRows,
  };
}

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db, testPasswords);
  data = await loadAll(database.db);
});
afterAll(() => database.close());

const clubOf = (slug: string) => {
  const club = data.clubs.find((row) => row.slug === slug);
  if (!club) throw new Error(`no club ${slug}`);
  return club;
};
const leaguesOf = (slug: string) => data.leagues.filter((league) => league.clubId === clubOf(slug).id);
const leagueOf = (leagueId: string) => data.leagues.find((league) => league.id === leagueId)!;
const byPosition = <T extends { position: number }>(rows: T[]) => [...rows].sort((a, b) => a.position - b.position);

describe('seedClubData', () => {
  it('gives club2 two locations with their playing areas, valid for the location form', () => {
    const club2 = clubOf('club2');
    const club2Locations = data.locations.filter((location) => location.clubId === club2.id);
    expect(club2Locations).toHaveLength(2);
    for (const location of club2Locations) {
      const areas = byPosition(data.areas.filter((area) => area.locationId === location.id));
      expect(areas.length).toBeGreaterThanOrEqual(3);
      const input = {
        name: location.name,
        address: location.address,
        timezone: location.timezone,
        notes: location.notes,
        playing_areas: areas.map((area) => ({ name: area.name })),
      };
      expect(LocationInputSchema.safeParse(input).error).toBeUndefined();
      expect(location.timezone).toBe(club2.timezone);
    }
  });

  it('gives club2 a question bank of every type, valid for the question form', () => {
    const bank = data.questions.filter((question) => question.clubId === clubOf('club2').id);
    expect(bank.length).toBeGreaterThanOrEqual(4);
    expect(new Set(bank.map((question) => question.type))).toEqual(new Set(['mcq', 'text', 'textarea']));
    for (const question of bank) {
      const input = { label: question.label, type: question.type, options: question.options, required: question.required, help_text: question.helpText };
      expect(QuestionInputSchema.safeParse(input).error).toBeUndefined();
    }
  });

  it('gives club2 four leagues of four sports and four statuses, each valid for the league form', () => {
    const club2Leagues = leaguesOf('club2');
    expect(club2Leagues).toHaveLength(4);
    expect(new Set(club2Leagues.map((league) => league.sport)).size).toBe(4);
    expect(new Set(club2Leagues.map((league) => league.status)).size).toBe(4);
    for (const league of club2Leagues) {
      const input = {
        name: league.name,
        sport: league.sport,
        description: league.description,
        season: league.season,
        season_start: league.seasonStart,
        season_end: league.seasonEnd,
        play_times: league.playTimes,
        location_ids: byPosition(data.leagueLocations.filter((row) => row.leagueId === league.id)).map((row) => row.locationId),
        registration_type: league.registrationType,
        payment_mode: league.paymentMode,
        team_fee_cents: league.teamFeeCents,
        player_fee_cents: league.playerFeeCents,
        team_capacity: league.teamCapacity,
        roster_min: league.rosterMin,
        roster_max: league.rosterMax,
        registration_opens_on: league.registrationOpensOn,
        registration_closes_on: league.registrationClosesOn,
        questions: byPosition(data.leagueQuestions.filter((row) => row.leagueId === league.id)).map((row) => ({
          question_id: row.questionId,
          required: row.required,
        })),
        bracket_type: league.bracketType,
      };
      expect(LeagueInputSchema.safeParse(input).error, league.name).toBeUndefined();
      expect(input.location_ids.length, league.name).toBeGreaterThan(0);
      if (league.status !== 'draft')
        expect(
          input.questions.some((question) => question.required),
          league.name,
        ).toBe(true);
    }
  });

  it('dates each league for its status, counted from the day it was seeded in the club’s timezone', () => {
    const club2 = clubOf('club2');
    const seededAt = data.audit.find((entry) => entry.clubId === club2.id)!.createdAt;
    const today = dateInTimezone(seededAt, club2.timezone);
    const withStatus = (status: string) => leaguesOf('club2').find((league) => league.status === status)!;

    const open = withStatus('registration_open');
    expect(open.registrationOpensOn <= today).toBe(true);
    const daysLeft = daysBetween(today, open.registrationClosesOn);
    expect(daysLeft).toBeGreaterThanOrEqual(0);
    expect(daysLeft).toBeLessThanOrEqual(CLOSING_SOON_DAYS);

    const inSeason = withStatus('in_season');
    expect(inSeason.seasonStart <= today && today <= inSeason.seasonEnd).toBe(true);
    expect(inSeason.registrationClosesOn < today).toBe(true);

    expect(withStatus('completed').seasonEnd < today).toBe(true);
    expect(withStatus('draft').registrationOpensOn > today).toBe(true);
  });

  it('gives club2 a directory of players valid for the player form', () => {
    const club2Players = data.players.filter((player) => player.clubId === clubOf('club2').id);
    expect(club2Players.length).toBeGreaterThanOrEqual(50);
    for (const player of club2Players) {
      const input = { first_name: player.firstName, last_name: player.lastName, email: player.email, phone: player.phone, gender: player.gender };
      expect(PlayerInputSchema.safeParse(input).error, player.email).toBeUndefined();
    }
  });

  it('puts every captain on their own roster and keeps rosters and leagues within their limits', () => {
    for (const team of data.teams) {
      const league = leagueOf(team.leagueId);
      const roster = data.registrations.filter((registration) => registration.teamId === team.id);
      expect(roster.every((registration) => registration.leagueId === team.leagueId)).toBe(true);
      expect(team.captainPlayerId, team.name).not.toBeNull();
      expect(
        roster.map((registration) => registration.playerId),
        team.name,
      ).toContain(team.captainPlayerId);
      expect(roster.length, team.name).toBeLessThanOrEqual(league.rosterMax);
    }
    for (const league of data.leagues) {
      expect(data.teams.filter((team) => team.leagueId === league.id).length, league.name).toBeLessThanOrEqual(league.teamCapacity);
    }
    const openLeague = leaguesOf('club2').find((league) => league.status === 'registration_open')!;
    const rosterSizes = data.teams
      .filter((team) => team.leagueId === openLeague.id)
      .map((team) => data.registrations.filter((registration) => registration.teamId === team.id).length);
    expect(rosterSizes.length).toBeGreaterThanOrEqual(4);
    expect(rosterSizes.some((size) => size < openLeague.rosterMin)).toBe(true);
  });

  it('registers only players of the league’s own club, with every payment status mixed in', () => {
    const clubOfPlayer = new Map(data.players.map((player) => [player.id, player.clubId]));
    for (const registration of data.registrations) expect(clubOfPlayer.get(registration.playerId)).toBe(leagueOf(registration.leagueId).clubId);
    const club2LeagueIds = new Set(leaguesOf('club2').map((league) => league.id));
    const statuses = new Set(
      data.registrations.filter((registration) => club2LeagueIds.has(registration.leagueId)).map((registration) => registration.paymentStatus),
    );
    expect(statuses).toEqual(new Set(['paid', 'unpaid', 'waived']));
  });

  it('answers the league’s questions validly in every registration', () => {
    const questionById = new Map(data.questions.map((question) => [question.id, question]));
    for (const registration of data.registrations) {
      const asked = data.leagueQuestions
        .filter((row) => row.leagueId === registration.leagueId)
        .map((row) => {
          const question = questionById.get(row.questionId)!;
          return { question_id: question.id, type: question.type, options: question.options, required: row.required };
        });
      const given = data.answers
        .filter((answer) => answer.registrationId === registration.id)
        .map((answer) => ({ question_id: answer.questionId, value: answer.value }));
      const checked = validateAnswers(asked, given);
      expect(checked.errors).toEqual({});
      expect(checked.answers).toHaveLength(given.length);
    }
  });

  it('leaves no registration without a required answer, as the league page counts them', async () => {
    const asking = new Set(data.leagueQuestions.filter((row) => row.required).map((row) => row.leagueId));
    expect(data.registrations.filter((registration) => asking.has(registration.leagueId)).length).toBeGreaterThan(100);
    const [lacking] = await database.db.select({ total: count() }).from(registrations).where(lacksRequiredAnswer);
    expect(lacking?.total).toBe(0);
  });

  it('has free agents only in teams_and_individuals leagues, with answers', () => {
    const freeAgents = data.registrations.filter((registration) => registration.teamId === null);
    for (const agent of freeAgents) expect(leagueOf(agent.leagueId).registrationType).toBe('teams_and_individuals');
    const club2Agents = freeAgents.filter((agent) => leagueOf(agent.leagueId).clubId === clubOf('club2').id);
    expect(club2Agents.length).toBeGreaterThanOrEqual(3);
    for (const agent of club2Agents) expect(data.answers.some((answer) => answer.registrationId === agent.id)).toBe(true);
  });

  it('logs one create entry by the demo for every record it made, with the league of league records', () => {
    const records = [
      ...data.locations.map((row) => ({ type: 'location', id: row.id, clubId: row.clubId, label: row.name, leagueId: null })),
      ...data.questions.map((row) => ({ type: 'question', id: row.id, clubId: row.clubId, label: row.label, leagueId: null })),
      ...data.players.map((row) => ({ type: 'player', id: row.id, clubId: row.clubId, label: `${row.firstName} ${row.lastName}`, leagueId: null })),
      ...data.leagues.map((row) => ({ type: 'league', id: row.id, clubId: row.clubId, label: row.name, leagueId: row.id })),
      ...data.teams.map((row) => ({ type: 'team', id: row.id, clubId: leagueOf(row.leagueId).clubId, label: row.name, leagueId: row.leagueId })),
      ...data.registrations.map((row) => ({ type: 'registration', id: row.id, clubId: leagueOf(row.leagueId).clubId, label: null, leagueId: row.leagueId })),
      ...data.brackets.map((row) => ({ type: 'bracket', id: row.id, clubId: leagueOf(row.leagueId).clubId, label: 'Playoff bracket', leagueId: row.leagueId })),
    ];
    // Money movements are logged by the ledger (seed-ledger.ts), tested with it.
    const recordEntries = data.audit.filter((entry) => entry.entityType !== 'payment');
    expect(recordEntries).toHaveLength(records.length);
    const entryOf = new Map(data.audit.map((entry) => [entry.entityId, entry]));
    for (const record of records) {
      const entry = entryOf.get(record.id);
      expect(entry, `${record.type} ${record.id}`).toBeDefined();
      expect(entry).toMatchObject({
        action: 'create',
        entityType: record.type,
        clubId: record.clubId,
        leagueId: record.leagueId,
        actorUserId: null,
        actorName: DEMO_ACTOR_NAME,
      });
      if (record.label) expect(entry!.entityLabel).toBe(record.label);
      const changes = Object.values(entry!.changes);
      expect(changes.length).toBeGreaterThan(0);
      expect(changes.every((change) => change.before === null)).toBe(true);
    }
  });

  it('logs records in the API’s field names', () => {
    const leagueEntry = data.audit.find((entry) => entry.entityType === 'league' && entry.entityLabel === 'Sunday Soccer 7v7')!;
    expect(leagueEntry.changes).toMatchObject({
      registration_type: { before: null, after: 'teams_and_individuals' },
      team_fee_cents: { before: null, after: 45_000 },
    });
    const league = data.leagues.find((row) => row.id === leagueEntry.entityId)!;
    const locationIds = byPosition(data.leagueLocations.filter((row) => row.leagueId === league.id)).map((row) => row.locationId);
    // Named, as the league's snapshot keeps them, so History says which.
    const named = locationIds.map((id) => ({ id, name: data.locations.find((location) => location.id === id)!.name }));
    expect(leagueEntry.changes.locations).toEqual({ before: null, after: named });
    const registrationEntry = data.audit.find((entry) => entry.entityType === 'registration')!;
    expect(Object.keys(registrationEntry.changes)).toEqual(expect.arrayContaining(['player', 'team_id', 'is_captain', 'payment_status', 'answers']));
  });

  it('gives club1 and club4 their own location and leagues with teams, club1 one league open in each payment mode', () => {
    for (const slug of ['club1', 'club4']) {
      const club = clubOf(slug);
      expect(data.locations.filter((location) => location.clubId === club.id)).toHaveLength(1);
      for (const league of leaguesOf(slug)) {
        expect(league.sport).toBe(club.defaultSport);
        expect(data.teams.filter((team) => team.leagueId === league.id).length).toBeGreaterThanOrEqual(1);
      }
    }
    expect(leaguesOf('club4')).toHaveLength(1);
    const open = leaguesOf('club1').filter((league) => league.status === 'registration_open');
    expect(new Set(open.map((league) => league.paymentMode))).toEqual(
      new Set(['captains_pay', 'players_pay', 'full_player_fee_from_player', 'full_player_fee_from_captain', 'free']),
    );
    expect(leaguesOf('club3')).toHaveLength(0);
  });
});

describe('seeded games', () => {
  const club2Today = () => dateInTimezone(data.audit.find((entry) => entry.clubId === clubOf('club2').id)!.createdAt, clubOf('club2').timezone);
  const leagueNamed = (name: string) => leaguesOf('club2').find((league) => league.name === name)!;
  const gamesOf = (leagueId: string, stage: 'regular' | 'playoff') => data.games.filter((game) => game.leagueId === leagueId && game.stage === stage);
  const teamRefsOf = (leagueId: string) => data.teams.filter((team) => team.leagueId === leagueId).map((team) => ({ id: team.id, name: team.name }));
  const localOf = (game: (typeof data.games)[number]) =>
    zonedDateTime(game.startsAt, data.locations.find((location) => location.id === game.locationId)!.timezone);
  const hasResult = (game: (typeof data.games)[number]) => game.scores.length > 0 && game.winner !== '';

  it('publishes the volleyball round robin on its Tuesday times and courts, best of three, with results for the games before the latest night only', () => {
    const league = leagueNamed('Coed Volleyball Tuesdays');
    expect(parseStoredRules(league.rules).games_per_match).toBe(3);
    const teams = teamRefsOf(league.id);
    const regular = gamesOf(league.id, 'regular');
    expect(regular).toHaveLength((teams.length * (teams.length - 1)) / 2);
    expect(new Set(regular.map((game) => [game.homeTeamId, game.awayTeamId].sort().join('|'))).size).toBe(regular.length);
    const courts = new Set(
      data.areas
        .filter((area) => data.leagueLocations.some((link) => link.leagueId === league.id && link.locationId === area.locationId))
        .map((area) => area.id),
    );
    const times = league.playTimes.map((playTime) => playTime.start_time);
    for (const game of regular) {
      const { date, time } = localOf(game);
      expect(courts.has(game.playingAreaId)).toBe(true);
      expect(times).toContain(time);
      expect(new Date(`${date}T12:00:00Z`).getUTCDay()).toBe(2);
      expect(date >= league.seasonStart && date <= league.seasonEnd).toBe(true);
      expect(game.isActive).toBe(true);
    }

    const today = club2Today();
    const lastNight = regular
      .map((game) => localOf(game).date)
      .filter((date) => date < today)
      .sort()
      .at(-1);
    const played = regular.filter((game) => localOf(game).date < lastNight!);
    // The latest night before today waits for the admin to enter its results, like every game still to come.
    const upcoming = regular.filter((game) => localOf(game).date >= lastNight!);
    expect(played.length).toBeGreaterThan(0);
    expect(upcoming.filter((game) => localOf(game).date === lastNight).length).toBeGreaterThan(0);
    expect(upcoming.length).toBeGreaterThan(0);
    for (const game of played) {
      expect([2, 3]).toContain(game.scores.length);
      for (const set of game.scores) expect(Math.max(set.home_points, set.away_points)).toBeGreaterThanOrEqual(15);
      expect(['home', 'away']).toContain(game.winner);
      expect({ home_points: game.homePoints, away_points: game.awayPoints, winner: game.winner }).toEqual(matchResult(game.scores));
    }
    for (const game of upcoming) expect([game.scores, game.homePoints, game.awayPoints, game.winner]).toEqual([[], null, null, '']);
  });

  it('leaves a tie in the volleyball table, so the standings show how it was broken', () => {
    const league = leagueNamed('Coed Volleyball Tuesdays');
    const results = gamesOf(league.id, 'regular').map((game) => ({
      home_team_id: game.homeTeamId,
      away_team_id: game.awayTeamId,
      is_active: game.isActive,
      scores: game.scores,
    }));
    const standings = computeStandings(teamRefsOf(league.id), results, parseStoredRules(league.rules));
    expect(standings.ties.length).toBeGreaterThan(0);
  });

  it('plays the completed kickball round robin out, then its single-elimination bracket to a champion', () => {
    const league = leagueNamed('Kickball Social League');
    const teams = teamRefsOf(league.id);
    const regular = gamesOf(league.id, 'regular');
    expect(regular).toHaveLength((teams.length * (teams.length - 1)) / 2);
    expect(regular.every(hasResult)).toBe(true);

    const [bracket, ...others] = data.brackets.filter((row) => row.leagueId === league.id);
    expect(others).toHaveLength(0);
    expect(bracket!.type).toBe('single-elimination');
    expect(bracket!.unplaced).toEqual([]);
    const results = regular.map((game) => ({ home_team_id: game.homeTeamId, away_team_id: game.awayTeamId, is_active: game.isActive, scores: game.scores }));
    expect(bracket!.seeds).toEqual(computeStandings(teams, results, parseStoredRules(league.rules)).rows.map((row) => row.team.id));

    const playoff = gamesOf(league.id, 'playoff');
    expect(playoff.map((game) => game.bracketGame).sort()).toEqual(bracket!.structure.map((spec) => spec.number).sort());
    expect(playoff.every((game) => game.bracketId === bracket!.id && hasResult(game))).toBe(true);
    const lastRegular = Math.max(...regular.map((game) => game.startsAt.getTime()));
    expect(playoff.every((game) => game.startsAt.getTime() > lastRegular && localOf(game).date <= league.seasonEnd)).toBe(true);
    const winners = new Map(playoff.map((game) => [game.bracketGame!, game.winner as 'home' | 'away']));
    const resolved = resolveBracket(bracket!.structure, bracket!.seeds, winners);
    expect(resolved.champion_team_id).not.toBeNull();
    for (const game of playoff) {
      const teamsNow = resolved.games.get(game.bracketGame!)!;
      expect([game.homeTeamId, game.awayTeamId]).toEqual([teamsNow.home_team_id, teamsNow.away_team_id]);
    }
  });

  it('leaves the open soccer league, the draft league and the other clubs without games', () => {
    const withGames = new Set(data.games.map((game) => game.leagueId));
    expect(withGames).toEqual(new Set([leagueNamed('Coed Volleyball Tuesdays').id, leagueNamed('Kickball Social League').id]));
    expect(data.teams.filter((team) => team.leagueId === leagueNamed('Sunday Soccer 7v7').id)).toHaveLength(5);
  });

  it('never puts two active games on one court at one time, whatever the league', () => {
    const bookings = data.games.map((game) => ({ playing_area_id: game.playingAreaId, starts_at: game.startsAt.toISOString(), is_active: game.isActive }));
    expect(bookings.length).toBeGreaterThan(0);
    expect(findCourtClashes(bookings)).toEqual([]);
  });
});
