import type { League, LeagueInputParsed, LeagueSummary } from '@matchday/domain';
import type { LeagueWithCounts } from './list-query.js';
import type { LeagueDetailRow, leagueLocationRows, leagueQuestionRows, LeagueValues } from './repository.js';

type LocationRow = Awaited<ReturnType<typeof leagueLocationRows>>[number];
type QuestionRow = Awaited<ReturnType<typeof leagueQuestionRows>>[number];

export const toLeagueSummary = (row: LeagueWithCounts): LeagueSummary => ({
  id: row.id,
  name: row.name,
  sport: row.sport,
  season: row.season,
  season_start: row.seasonStart,
  season_end: row.seasonEnd,
  status: row.status,
  registration_type: row.registrationType,
  payment_mode: row.paymentMode,
  team_capacity: row.teamCapacity,
  registration_closes_on: row.registrationClosesOn,
  teams_count: row.teamsCount,
  players_count: row.playersCount,
  free_agents_count: row.freeAgentsCount,
  updated_at: row.updatedAt.toISOString(),
});

export const toLeague = (row: LeagueDetailRow, locations: LocationRow[], questions: QuestionRow[]): League => ({
  ...toLeagueSummary(row),
  description: row.description,
  play_times: row.playTimes as League['play_times'],
  locations: locations.map((location) => ({ id: location.id, name: location.name })),
  team_fee_cents: row.teamFeeCents,
  player_fee_cents: row.playerFeeCents,
  roster_min: row.rosterMin,
  roster_max: row.rosterMax,
  registration_opens_on: row.registrationOpensOn,
  questions: questions.map((question) => ({
    question_id: question.questionId,
    label: question.label,
    type: question.type,
    options: question.options,
    help_text: question.helpText,
    required: question.required,
    position: question.position,
  })),
  bracket_type: row.bracketType,
  duplicated_from: row.duplicatedFromId && row.sourceName !== null ? { id: row.duplicatedFromId, name: row.sourceName } : null,
  missing_answers_count: row.missingAnswersCount,
  created_at: row.createdAt.toISOString(),
  row_version: row.rowVersion,
});

/** The form's columns; join rows (locations, questions) are written separately. */
export const toLeagueValues = (input: LeagueInputParsed): LeagueValues => ({
  name: input.name,
  sport: input.sport,
  description: input.description,
  season: input.season,
  seasonStart: input.season_start,
  seasonEnd: input.season_end,
  playTimes: input.play_times,
  registrationType: input.registration_type,
  paymentMode: input.payment_mode,
  teamFeeCents: input.team_fee_cents,
  playerFeeCents: input.player_fee_cents,
  teamCapacity: input.team_capacity,
  rosterMin: input.roster_min,
  rosterMax: input.roster_max,
  registrationOpensOn: input.registration_opens_on,
  registrationClosesOn: input.registration_closes_on,
  bracketType: input.bracket_type,
});

/** A league as the audit log keeps it: the form's fields in API names, with its status; counts and timestamps left out. */
export const leagueSnapshot = (league: League): Record<string, unknown> => ({
  name: league.name,
  sport: league.sport,
  description: league.description,
  season: league.season,
  season_start: league.season_start,
  season_end: league.season_end,
  status: league.status,
  play_times: league.play_times,
  // Named, so History says which locations and questions (entries before these names read '2 selected').
  locations: league.locations.map(({ id, name }) => ({ id, name })),
  registration_type: league.registration_type,
  payment_mode: league.payment_mode,
  team_fee_cents: league.team_fee_cents,
  player_fee_cents: league.player_fee_cents,
  team_capacity: league.team_capacity,
  roster_min: league.roster_min,
  roster_max: league.roster_max,
  registration_opens_on: league.registration_opens_on,
  registration_closes_on: league.registration_closes_on,
  questions: league.questions.map(({ question_id, label, required }) => ({ question_id, label, required })),
  bracket_type: league.bracket_type,
});
