import { timezoneAbbreviation, type AuditEntity } from '@matchday/domain';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { useSportLabel } from '../../lib/club/use-sport-label';
import { formatWordyDateTime } from '../../lib/date-time-format';
import { useCurrentClub } from '../../lib/club/use-current-club';
import { labelText, type LabelKind } from '../../lib/use-labels';
import { useAreaWords } from '../../lib/use-club-area-words';
import { humanizeField, type ChangeWords } from './audit-changes';

// The fields the audited records send (API field names), each with its translated name.
const FIELD_IDS: Readonly<Record<string, MessageId>> = {
  name: 'audit.field.name',
  address: 'audit.field.address',
  timezone: 'audit.field.timezone',
  notes: 'audit.field.notes',
  archived: 'audit.field.archived',
  label: 'audit.field.label',
  type: 'audit.field.type',
  options: 'audit.field.options',
  required: 'audit.field.required',
  help_text: 'audit.field.help_text',
  sport: 'audit.field.sport',
  description: 'audit.field.description',
  season: 'audit.field.season',
  season_start: 'audit.field.season_start',
  season_end: 'audit.field.season_end',
  play_times: 'audit.field.play_times',
  location_ids: 'audit.field.locations',
  locations: 'audit.field.locations',
  registration_type: 'audit.field.registration_type',
  payment_mode: 'audit.field.payment_mode',
  team_fee_cents: 'audit.field.team_fee',
  player_fee_cents: 'audit.field.player_fee',
  team_capacity: 'audit.field.team_capacity',
  roster_min: 'audit.field.roster_min',
  roster_max: 'audit.field.roster_max',
  registration_opens_on: 'audit.field.registration_opens_on',
  registration_closes_on: 'audit.field.registration_closes_on',
  questions: 'audit.field.questions',
  bracket_type: 'audit.field.bracket_type',
  status: 'audit.field.status',
  duplicated_from: 'audit.field.duplicated_from',
  first_name: 'audit.field.first_name',
  last_name: 'audit.field.last_name',
  email: 'audit.field.email',
  phone: 'audit.field.phone',
  date_of_birth: 'audit.field.date_of_birth',
  gender: 'audit.field.gender',
  emergency_contact_name: 'audit.field.emergency_contact_name',
  emergency_contact_phone: 'audit.field.emergency_contact_phone',
  team: 'audit.field.team',
  team_id: 'audit.field.team',
  league: 'audit.field.league',
  league_id: 'audit.field.league',
  player: 'audit.field.player',
  player_id: 'audit.field.player',
  players: 'audit.field.players',
  player_ids: 'audit.field.players',
  captain: 'audit.field.captain',
  captain_player_id: 'audit.field.captain',
  is_captain: 'audit.field.captain',
  payment_status: 'audit.field.payment_status',
  answers: 'audit.field.answers',
  start_time: 'audit.field.start_time',
  day: 'audit.field.day',
  value: 'audit.field.value',
  seeded_with_unplayed_games: 'audit.field.seeded_with_unplayed_games',
  // A game.
  date: 'audit.field.date',
  time: 'audit.field.time',
  location: 'audit.field.location',
  court: 'audit.field.court',
  home_team: 'audit.field.home_team',
  away_team: 'audit.field.away_team',
  is_active: 'audit.field.is_active',
  // A playoff bracket.
  grand_final_reset: 'audit.field.grand_final_reset',
  seeds: 'audit.field.seeds',
  games: 'audit.field.games',
  unplaced: 'audit.field.unplaced',
  // A blackout date.
  reason: 'audit.field.reason',
  // A league's standings rules, named as their form names them.
  games_per_match: 'standings.rules.gamesPerMatch',
  game_minutes: 'standings.rules.gameMinutes',
  points_for_win: 'standings.rules.win',
  points_for_draw: 'standings.rules.draw',
  points_for_loss: 'standings.rules.loss',
  tiebreakers: 'standings.rules.chain',
  // The club's Stripe account, and money movements.
  charges_enabled: 'audit.field.charges_enabled',
  payouts_enabled: 'audit.field.payouts_enabled',
  details_submitted: 'audit.field.details_submitted',
  currently_due: 'audit.field.currently_due',
  current_deadline: 'audit.field.current_deadline',
  account_id: 'audit.field.account_id',
  amount_cents: 'audit.field.amount_cents',
  kind: 'audit.field.kind',
  method: 'audit.field.method',
  fee_borne_by: 'payments.refund.feeBorneBy',
};

// A money movement's stored codes, by the words the Payments tab uses for them ('write_off' is kept as 'waiver').
const PAYMENT_VALUE_IDS: Readonly<Record<string, (value: string) => MessageId>> = {
  kind: (value) => `payments.kind.${value}` as MessageId,
  method: (value) => `payments.method.${value}` as MessageId,
  fee_borne_by: (value) => `payments.refund.fee.${value}` as MessageId,
};

// Fields whose stored values have labels (spec §4 tables, statuses); a kind of record may label a field its own way.
const ENTITY_VALUE_KINDS: Partial<Record<AuditEntity, Readonly<Record<string, LabelKind>>>> = { bracket: { type: 'bracket_type' } };
const VALUE_KINDS: Readonly<Record<string, LabelKind>> = {
  status: 'league_status',
  payment_mode: 'payment_mode',
  registration_type: 'registration_type',
  bracket_type: 'bracket_type',
  type: 'question_type',
  payment_status: 'payment_status',
  gender: 'gender',
  day: 'weekday',
};

interface ClubWords {
  /** A sport's name ('Soccer'). */
  sportLabel: (sport: string) => string;
  /** The club's playing areas, in its sport's word ('Fields'). */
  areasPlural: string;
  /** Where the club is: instants are told in its time. */
  timezone: string;
}

/** The words the History speaks in the language of `intl`, for a club. */
export function changeWordsFor(intl: IntlShape, club: ClubWords): ChangeWords {
  const say: ChangeWords['say'] = (id, values) => intl.formatMessage({ id }, values);
  return {
    yes: say('audit.value.yes'),
    no: say('audit.value.no'),
    none: say('audit.value.none'),
    home: say('audit.result.home'),
    away: say('audit.result.away'),
    selected: (count) => say('audit.value.selected', { count }),
    score: (home, homePoints, awayPoints, away) => say('audit.result.score', { home, homePoints, awayPoints, away }),
    games: (score, games) => say('audit.result.games', { score, games }),
    say,
    instant: (iso) => `${formatWordyDateTime(intl, iso, club.timezone)} ${timezoneAbbreviation(club.timezone, new Date(iso))}`,
    fieldLabel: (field) => {
      if (field === 'playing_areas') return club.areasPlural;
      const id = FIELD_IDS[field];
      return id ? say(id) : humanizeField(field);
    },
    valueLabel: (field, value, entity) => {
      if (field === 'sport') return club.sportLabel(value);
      if (field === 'tiebreakers') {
        const id = `standings.rule.${value}` as MessageId;
        return Object.hasOwn(intl.messages, id) ? say(id) : undefined;
      }
      const paymentId = entity === 'payment' ? PAYMENT_VALUE_IDS[field]?.(value) : undefined;
      if (paymentId && Object.hasOwn(intl.messages, paymentId)) return say(paymentId);
      const kind = ENTITY_VALUE_KINDS[entity]?.[field] ?? VALUE_KINDS[field];
      return kind ? labelText(intl, kind, value) : undefined;
    },
  };
}

/** The words the change formatter uses, in the user's language; playing areas are named with the club sport's word. */
export function useChangeWords(): ChangeWords {
  const intl = useIntl();
  const sportLabel = useSportLabel();
  const { club } = useCurrentClub();
  const areas = useAreaWords(club?.default_sport);
  const timezone = club?.timezone ?? 'UTC';
  return useMemo(() => changeWordsFor(intl, { sportLabel, areasPlural: areas.plural, timezone }), [intl, sportLabel, areas.plural, timezone]);
}
