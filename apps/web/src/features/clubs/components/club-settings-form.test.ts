import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, type Club } from '@matchday/domain';
import { ClubSettingsFormSchema, clubSettingsDefaults, clubSettingsFormData } from './club-settings-form';

const club: Club = {
  row_version: 1,
  id: '01JAAAAAAAAAAAAAAAAAAAAAAA',
  slug: 'club2',
  name: 'Riverside Athletic League',
  timezone: 'America/New_York',
  connect: false,
  stripe_connect: { onboarding_done: false },
  contact_email: null,
  address: null,
  default_sport: 'soccer',
  logo_url: '/api/public/clubs/club2/logo?v=1',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const png = (size: number) => new File([new Uint8Array(size)], 'logo.png', { type: 'image/png' });

describe('club settings form', () => {
  it('starts from the club, with empty strings for missing contact details', () => {
    expect(clubSettingsDefaults(club)).toEqual({
      name: 'Riverside Athletic League',
      timezone: 'America/New_York',
      contact_email: '',
      address: '',
      default_sport: 'soccer',
      remove_logo: false,
      logo: null,
    });
  });

  it('sends the multipart fields the API reads, with remove_logo as text', () => {
    const values = ClubSettingsFormSchema.parse({ ...clubSettingsDefaults(club), contact_email: 'hello@club.test', remove_logo: true });
    const data = clubSettingsFormData({ ...values, row_version: 3 });
    expect(Object.fromEntries(data.entries())).toEqual({
      row_version: '3',
      name: 'Riverside Athletic League',
      timezone: 'America/New_York',
      contact_email: 'hello@club.test',
      address: '',
      default_sport: 'soccer',
      remove_logo: 'true',
    });
  });

  it('attaches a chosen logo and does not ask to remove the old one', () => {
    const values = ClubSettingsFormSchema.parse({ ...clubSettingsDefaults(club), remove_logo: true, logo: png(10) });
    const data = clubSettingsFormData({ ...values, row_version: 1 });
    expect(data.get('remove_logo')).toBe('false');
    expect(data.get('logo')).toBeInstanceOf(File);
  });

  it('refuses logos that are too big or not a supported image', () => {
    const tooBig = ClubSettingsFormSchema.safeParse({ ...clubSettingsDefaults(club), logo: png(LOGO_MAX_BYTES + 1) });
    expect(tooBig.error?.issues.map((issue) => issue.message)).toEqual(['logo_size']);
    const svg = ClubSettingsFormSchema.safeParse({ ...clubSettingsDefaults(club), logo: new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }) });
    expect(svg.error?.issues.map((issue) => issue.message)).toEqual(['logo_type']);
  });

  it('refuses an unknown timezone and a blank name', () => {
    const result = ClubSettingsFormSchema.safeParse({ ...clubSettingsDefaults(club), name: '  ', timezone: 'Mars/Olympus' });
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['name', 'timezone']);
  });
});
