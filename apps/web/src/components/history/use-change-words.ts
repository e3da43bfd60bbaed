import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { useSportLabel } from '../../lib/club/use-sport-label';
import { useCurrentClub } from '../../lib/club/use-current-club';
import { useLabels, type LabelKind } from '../../lib/use-labels';
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
};

// Fields whose stored values have labels (spec §4 tables, statuses).
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

/** The words the change formatter uses, in the user's language; playing areas are named with the club sport's word. */
export function useChangeWords(): ChangeWords {
  const intl = useIntl();
  const label = useLabels();
  const sportLabel = useSportLabel();
  const { club } = useCurrentClub();
  const areas = useAreaWords(club?.default_sport);
  return useMemo(
    () => ({
      yes: intl.formatMessage({ id: 'audit.value.yes' }),
      no: intl.formatMessage({ id: 'audit.value.no' }),
      selected: (count) => intl.formatMessage({ id: 'audit.value.selected' }, { count }),
      fieldLabel: (field) => {
        if (field === 'playing_areas') return areas.plural;
        const id = FIELD_IDS[field];
        return id ? intl.formatMessage({ id }) : humanizeField(field);
      },
      valueLabel: (field, value) => {
        if (field === 'sport') return sportLabel(value);
        const kind = VALUE_KINDS[field];
        return kind ? label(kind, value) : undefined;
      },
    }),
    [intl, label, sportLabel, areas],
  );
}
