import type { League } from '@matchday/domain';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { StaleField } from '../../../../components/form/stale-save/StaleSaveDialog';
import type { MessageId } from '../../../../i18n/messages';
import { labelText, type LabelKind } from '../../../../lib/use-labels';
import type { LeagueFormField, LeagueFormValues } from './league-form-schema';

const LABELS: Record<LeagueFormField, MessageId> = {
  name: 'leagues.form.name',
  sport: 'leagues.form.sport',
  description: 'leagues.form.description',
  season: 'leagues.form.season',
  season_start: 'leagues.form.seasonStart',
  season_end: 'leagues.form.seasonEnd',
  play_times: 'leagues.form.playTimes',
  location_ids: 'leagues.form.locations',
  registration_type: 'leagues.form.registrationType',
  payment_mode: 'leagues.form.paymentMode',
  team_fee: 'leagues.form.teamFee',
  player_fee: 'leagues.form.playerFee',
  team_capacity: 'leagues.form.teamCapacity',
  roster_min: 'leagues.form.rosterMin',
  roster_max: 'leagues.form.rosterMax',
  registration_opens_on: 'leagues.form.registrationOpens',
  registration_closes_on: 'leagues.form.registrationCloses',
  questions: 'leagues.form.questions',
  bracket_type: 'leagues.form.bracketType',
};

const CODED: Partial<Record<LeagueFormField, LabelKind>> = {
  registration_type: 'registration_type',
  payment_mode: 'payment_mode',
  bracket_type: 'bracket_type',
};

/**
 * The league form's fields as a stale save's conflict lists them: coded values by their labels, play times
 * by day, and locations and questions by name (as this league and the newer one know them).
 */
export function useLeagueStaleFields(leagues: readonly (League | undefined)[]): StaleField<LeagueFormValues>[] {
  const intl = useIntl();
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const league of leagues) {
      for (const location of league?.locations ?? []) names.set(location.id, location.name);
      for (const question of league?.questions ?? []) names.set(question.question_id, question.label);
    }
    const list = (items: string[]) => items.join(', ') || intl.formatMessage({ id: 'common.staleSave.empty' });
    const format: Partial<Record<LeagueFormField, (value: unknown) => string>> = {
      location_ids: (value) => list((value as string[]).map((id) => names.get(id) ?? id)),
      questions: (value) => list((value as LeagueFormValues['questions']).map((question) => names.get(question.question_id) ?? question.question_id)),
      play_times: (value) => list((value as LeagueFormValues['play_times']).map((slot) => `${labelText(intl, 'weekday', slot.day)} ${slot.start_time}`)),
    };
    return (Object.keys(LABELS) as LeagueFormField[]).map((name) => {
      const kind = CODED[name];
      return {
        name,
        label: intl.formatMessage({ id: LABELS[name] }),
        format: kind ? (value: unknown) => labelText(intl, kind, String(value)) : format[name],
      };
    });
  }, [intl, leagues]);
}
