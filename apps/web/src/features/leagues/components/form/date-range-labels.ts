import type { MessageId } from '../../../../i18n/messages';

// The league's two date ranges, as the league form and the duplicate dialog both ask for them.
export const SEASON_START = { name: 'season_start', labelId: 'leagues.form.seasonStart' } as const satisfies { name: string; labelId: MessageId };
export const SEASON_END = { name: 'season_end', labelId: 'leagues.form.seasonEnd' } as const satisfies { name: string; labelId: MessageId };
export const REGISTRATION_OPENS = { name: 'registration_opens_on', labelId: 'leagues.form.registrationOpens' } as const satisfies {
  name: string;
  labelId: MessageId;
};
export const REGISTRATION_CLOSES = { name: 'registration_closes_on', labelId: 'leagues.form.registrationCloses' } as const satisfies {
  name: string;
  labelId: MessageId;
};

/** Whose errors depend on which date (the shared schemas' date rules): editing the first re-checks the others. */
export const DATE_RULE_DEPENDENTS = {
  season_start: ['season_end'],
  season_end: ['registration_closes_on'],
  registration_opens_on: ['registration_closes_on'],
} as const;
