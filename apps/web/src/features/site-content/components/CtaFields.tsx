import Stack from '@mui/material/Stack';
import { CTA_KINDS, type LeagueSummary } from '@matchday/domain';
import { useWatch, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormSelect, type SelectOption } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import type { MessageId } from '../../../i18n/messages';
import { leagueLabel } from './league-options';
import type { CtaChoice, SiteFormValues } from './site-form';

const KIND_LABELS: Record<CtaChoice, MessageId> = {
  none: 'siteContent.cta.none',
  registration: 'siteContent.cta.registration',
  league: 'siteContent.cta.league',
  url: 'siteContent.cta.url',
};

/** The hero's button: none, the open registrations, one league's page, or an https page elsewhere; with its words. */
export function CtaFields({ control, leagues }: { control: Control<SiteFormValues>; leagues: LeagueSummary[] | undefined }) {
  const intl = useIntl();
  const kind = useWatch({ control, name: 'hero.cta.kind' });
  const leagueId = useWatch({ control, name: 'hero.cta.league_id' });
  const kinds: SelectOption[] = (['none', ...CTA_KINDS] as const).map((value) => ({ value, label: intl.formatMessage({ id: KIND_LABELS[value] }) }));
  const leagueOptions: SelectOption[] = (leagues ?? []).map((league) => ({ value: league.id, label: leagueLabel(league) }));
  // A league the list does not have (yet, while it loads) still shows as chosen.
  if (leagueId && !leagueOptions.some((option) => option.value === leagueId)) {
    leagueOptions.push({ value: leagueId, label: intl.formatMessage({ id: 'siteContent.leagues.unknown' }) });
  }

  return (
    <Stack spacing={2.5}>
      <FormSelect control={control} name="hero.cta.kind" label={intl.formatMessage({ id: 'siteContent.cta.kind' })} options={kinds} />
      {kind !== 'none' && (
        <FormTextField
          control={control}
          name="hero.cta.label"
          label={intl.formatMessage({ id: 'siteContent.cta.label' })}
          required
          slotProps={{ htmlInput: { maxLength: 40 } }}
        />
      )}
      {kind === 'league' && (
        <FormSelect
          control={control}
          name="hero.cta.league_id"
          label={intl.formatMessage({ id: 'siteContent.cta.leagueChoice' })}
          required
          options={leagueOptions}
          helperText={leagues?.length === 0 ? intl.formatMessage({ id: 'siteContent.leagues.none' }) : undefined}
        />
      )}
      {kind === 'url' && (
        <FormTextField
          control={control}
          name="hero.cta.url"
          type="url"
          label={intl.formatMessage({ id: 'siteContent.cta.urlField' })}
          placeholder="https://"
          required
          slotProps={{ htmlInput: { maxLength: 2000, inputMode: 'url' } }}
        />
      )}
    </Stack>
  );
}
