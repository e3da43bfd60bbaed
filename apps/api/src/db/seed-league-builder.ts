import { addDays, newId, type Answer, type League, type LeagueInputParsed, type LeagueQuestion, type RegistrationWithTeam } from '@matchday/domain';
import { leagueSnapshot, toLeagueValues } from '../modules/leagues/league-view.js';
import { registrationSnapshot } from '../modules/teams/registration-view.js';
import type { TeamRecord } from '../modules/teams/team-repository.js';
import { teamSnapshot } from '../modules/teams/team-view.js';
import type { LeaguePlan, QuestionPlan } from './seed-club-plan.js';
import type { DemoPerson } from './seed-people.js';
import type { SeedRows } from './seed-rows.js';

export interface SeededQuestion {
  id: string;
  plan: QuestionPlan;
}

export interface SeededPlayer {
  id: string;
  person: DemoPerson;
  /** The player's place in the club's people. */
  place: number;
}

export interface LeagueContext {
  rows: SeedRows;
  clubId: string;
  today: string;
  at: Date;
  locations: ReadonlyMap<string, { id: string; name: string }>;
  questions: ReadonlyMap<string, SeededQuestion>;
  people: readonly SeededPlayer[];
}

interface SeededLeague {
  id: string;
  plan: LeaguePlan;
  asked: readonly LeagueQuestion[];
}

/** The season a league starting on this date belongs to; December opens the next year's winter. */
export function seasonLabel(seasonStart: string): string {
  const year = Number(seasonStart.slice(0, 4));
  const month = Number(seasonStart.slice(5, 7));
  if (month === 12) return `Winter ${year + 1}`;
  if (month <= 2) return `Winter ${year}`;
  if (month <= 5) return `Spring ${year}`;
  if (month <= 8) return `Summer ${year}`;
  return `Fall ${year}`;
}

function named<T>(records: ReadonlyMap<string, T>, name: string): T {
  const record = records.get(name);
  if (!record) throw new Error(`The demo plan refers to "${name}", which it does not define`);
  return record;
}

/** Adds a league with its locations, questions, teams (captain first on each roster) and free agents. */
export function addLeague(context: LeagueContext, plan: LeaguePlan): void {
  const { rows, clubId, today, at } = context;
  const id = newId();
  const date = (offset: number) => addDays(today, offset);
  const seasonStart = date(plan.dates.season_start);
  const locations = plan.locations.map((name) => named(context.locations, name));
  const asked: LeagueQuestion[] = plan.questions.map((attached, position) => {
    const question = named(context.questions, attached.label);
    const { label, type, options, help_text } = question.plan;
    return { question_id: question.id, label, type, options: [...options], help_text, required: attached.required, position };
  });
  const input: LeagueInputParsed = {
    name: plan.name,
    sport: plan.sport,
    description: plan.description,
    season: seasonLabel(seasonStart),
    season_start: seasonStart,
    season_end: date(plan.dates.season_end),
    play_times: [...plan.play_times],
    location_ids: locations.map((location) => location.id),
    registration_type: plan.registration_type,
    payment_mode: plan.payment_mode,
    team_fee_cents: plan.team_fee_cents,
    player_fee_cents: plan.player_fee_cents,
    team_capacity: plan.team_capacity,
    roster_min: plan.roster_min,
    roster_max: plan.roster_max,
    registration_opens_on: date(plan.dates.registration_opens),
    registration_closes_on: date(plan.dates.registration_closes),
    questions: asked.map((question) => ({ question_id: question.question_id, required: question.required })),
    bracket_type: plan.bracket_type,
  };
  rows.leagues.push({ id, clubId, status: plan.status, ...toLeagueValues(input), createdAt: at, updatedAt: at });
  const { location_ids: _locationIds, questions: _questions, ...fields } = input;
  const created = at.toISOString();
  // As the league's own create logs it: before any team or player has registered.
  const league: League = {
    ...fields,
    id,
    status: plan.status,
    locations,
    questions: asked,
    duplicated_from: null,
    missing_answers_count: 0,
    row_version: 1,
    teams_count: 0,
    players_count: 0,
    free_agents_count: 0,
    created_at: created,
    updated_at: created,
  };
  rows.leagueLocations.push(...locations.map((location, position) => ({ leagueId: id, locationId: location.id, position })));
  rows.leagueQuestions.push(
    ...asked.map((question) => ({ leagueId: id, questionId: question.question_id, position: question.position, required: question.required })),
  );
  rows.created({ clubId, entityType: 'league', entityId: id, entityLabel: plan.name, leagueId: id, snapshot: leagueSnapshot(league) });
  addRegistrations(context, { id, plan, asked });
}

/** The league's players in turn from its starting place, wrapping round the club's people, so nobody registers twice. */
function leaguePlayers(people: readonly SeededPlayer[], plan: LeaguePlan): SeededPlayer[] {
  const needed = plan.teams.reduce((sum, team) => sum + team.roster_size, 0) + plan.free_agents;
  if (needed > people.length) throw new Error(`"${plan.name}" needs ${needed} players; the club has ${people.length}`);
  return Array.from({ length: needed }, (_, index) => people[(plan.first_player + index) % people.length]!);
}

function addRegistrations(context: LeagueContext, league: SeededLeague): void {
  const { rows, clubId, at } = context;
  const players = leaguePlayers(context.people, league.plan);
  let registered = 0;
  const register = (player: SeededPlayer, team: { id: string; name: string } | null, isCaptain: boolean) => {
    const id = newId();
    const paymentStatus = league.plan.payments[registered % league.plan.payments.length]!;
    registered += 1;
    const answers = answersOf(league.asked, context.questions, player);
    rows.registrations.push({ id, leagueId: league.id, playerId: player.id, teamId: team?.id ?? null, paymentStatus, createdAt: at, updatedAt: at });
    rows.registrationAnswers.push(...answers.map((answer) => ({ registrationId: id, questionId: answer.question_id, value: answer.value })));
    const { first_name, last_name, email, phone } = player.person;
    const registration: RegistrationWithTeam = {
      id,
      player: { id: player.id, first_name, last_name, email, phone },
      team_id: team?.id ?? null,
      team,
      is_captain: isCaptain,
      payment_status: paymentStatus,
      answers,
      created_at: at.toISOString(),
    };
    rows.created({
      clubId,
      entityType: 'registration',
      entityId: id,
      entityLabel: `${first_name} ${last_name}`,
      leagueId: league.id,
      snapshot: registrationSnapshot(registration),
    });
  };

  let next = 0;
  for (const teamPlan of league.plan.teams) {
    const roster = players.slice(next, next + teamPlan.roster_size);
    next += teamPlan.roster_size;
    const captain = roster[0] ?? null;
    const team = { id: newId(), name: teamPlan.name };
    const record: TeamRecord = {
      id: team.id,
      leagueId: league.id,
      name: team.name,
      captainPlayerId: captain?.id ?? null,
      createdAt: at,
      updatedAt: at,
      rowVersion: 1,
      captain: captain && { id: captain.id, firstName: captain.person.first_name, lastName: captain.person.last_name },
      rosterCount: roster.length,
    };
    const { captain: _captain, rosterCount: _rosterCount, ...row } = record;
    rows.teams.push(row);
    rows.created({ clubId, entityType: 'team', entityId: team.id, entityLabel: team.name, leagueId: league.id, snapshot: teamSnapshot(record) });
    for (const player of roster) register(player, team, player === captain);
  }
  for (const player of players.slice(next)) register(player, null, false);
}

function answersOf(asked: readonly LeagueQuestion[], questions: ReadonlyMap<string, SeededQuestion>, player: SeededPlayer): Answer[] {
  return asked.flatMap((question) => {
    const value = named(questions, question.label).plan.answer(player.person, player.place);
    return value === null ? [] : [{ question_id: question.question_id, label: question.label, type: question.type, value }];
  });
}
