import { dateInTimezone, newId } from '@matchday/domain';
import { locationSnapshot } from '../modules/locations/location-view.js';
import { playerSnapshot } from '../modules/players/player-view.js';
import type { PlayerRow } from '../modules/players/repository.js';
import { questionSnapshot } from '../modules/questions/question-view.js';
import type { ClubPlan, LocationPlan, QuestionPlan } from './seed-club-plan.js';
import { addLeagueGames } from './seed-games.js';
import { addLeague, type SeededPlayer, type SeededQuestion } from './seed-league-builder.js';
import type { DemoPerson } from './seed-people.js';
import type { SeedRows } from './seed-rows.js';

export interface SeedClub {
  id: string;
  timezone: string;
  defaultSport: string;
}

/** Adds one club's locations, questions, players and leagues (with their teams and registrations) to the rows. */
export function addClubPlan(rows: SeedRows, club: SeedClub, plan: ClubPlan, at: Date): void {
  const locations = new Map(plan.locations.map((location) => [location.name, addLocation(rows, club, location, at)]));
  const questions = new Map(plan.questions.map((question) => [question.label, addQuestion(rows, club, question, at)]));
  const people = plan.people.map((person, place) => addPlayer(rows, club, person, place, at));
  const today = dateInTimezone(at, club.timezone);
  for (const league of plan.leagues) addLeague({ rows, clubId: club.id, today, at, locations, questions, people }, league);
  addLeagueGames(rows, club, plan, at);
}

function addLocation(rows: SeedRows, club: SeedClub, plan: LocationPlan, at: Date): { id: string; name: string } {
  const id = newId();
  const state = {
    name: plan.name,
    address: plan.address,
    timezone: club.timezone,
    notes: plan.notes,
    sport: plan.sport ?? null,
    archived: false,
    playing_areas: plan.areas.map((name) => ({ name, archived: false })),
  };
  rows.locations.push({
    id,
    clubId: club.id,
    name: state.name,
    address: state.address,
    timezone: state.timezone,
    notes: state.notes,
    sport: state.sport,
    createdAt: at,
    updatedAt: at,
  });
  rows.playingAreas.push(...plan.areas.map((name, position) => ({ id: newId(), locationId: id, name, position, createdAt: at })));
  rows.created({ clubId: club.id, entityType: 'location', entityId: id, entityLabel: plan.name, snapshot: locationSnapshot(state) });
  return { id, name: plan.name };
}

function addQuestion(rows: SeedRows, club: SeedClub, plan: QuestionPlan, at: Date): SeededQuestion {
  const id = newId();
  const options = [...plan.options];
  rows.questions.push({
    id,
    clubId: club.id,
    label: plan.label,
    type: plan.type,
    options,
    required: plan.required,
    helpText: plan.help_text,
    createdAt: at,
    updatedAt: at,
  });
  const snapshot = questionSnapshot({ label: plan.label, type: plan.type, options, required: plan.required, help_text: plan.help_text, archived: false });
  rows.created({ clubId: club.id, entityType: 'question', entityId: id, entityLabel: plan.label, snapshot });
  return { id, plan };
}

function addPlayer(rows: SeedRows, club: SeedClub, person: DemoPerson, place: number, at: Date): SeededPlayer {
  const id = newId();
  const row: PlayerRow = {
    id,
    clubId: club.id,
    firstName: person.first_name,
    lastName: person.last_name,
    email: person.email,
    phone: person.phone,
    dateOfBirth: null,
    gender: person.gender,
    emergencyContactName: null,
    emergencyContactPhone: null,
    notes: null,
    createdAt: at,
    updatedAt: at,
    rowVersion: 1,
  };
  rows.players.push(row);
  rows.created({ clubId: club.id, entityType: 'player', entityId: id, entityLabel: `${person.first_name} ${person.last_name}`, snapshot: playerSnapshot(row) });
  return { id, person, place };
}
