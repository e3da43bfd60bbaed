import { describe, expect, it } from 'vitest';
import { buildFormsOptions, buildLeaguesOptions } from './forms-options.js';
import { BRACKET_TYPE_LABELS, OTHER_LABELS, PAYMENT_MODE_LABELS, QUESTION_TYPE_LABELS, REGISTRATION_TYPE_LABELS, toOptions } from './labels.js';
import { FormsOptionsSchema, LeaguesOptionsSchema } from './schemas/options.js';

describe('buildFormsOptions', () => {
  const options = buildFormsOptions();

  it('matches its own contract', () => {
    expect(FormsOptionsSchema.parse(options)).toEqual(options);
  });

  it('contains every label table of spec §4', () => {
    expect(options.payment_modes).toEqual(toOptions(PAYMENT_MODE_LABELS));
    expect(options.registration_types).toEqual(toOptions(REGISTRATION_TYPE_LABELS));
    expect(options.other).toEqual(toOptions(OTHER_LABELS));
    expect(options.question_types).toEqual(toOptions(QUESTION_TYPE_LABELS));
    expect(options.bracket_types).toEqual(toOptions(BRACKET_TYPE_LABELS));
    expect(options.payment_modes).toHaveLength(5);
  });

  it('lists default first, then every sport with its playing area', () => {
    expect(options.sports[0]).toEqual({ value: 'default', label: 'Other', playing_area: 'Court' });
    expect(options.sports).toHaveLength(35);
    expect(options.sports).toContainEqual({ value: 'table tennis', label: 'Table Tennis', playing_area: 'Table' });
    expect(options.sports).toContainEqual({ value: 'curling', label: 'Curling', playing_area: 'Sheet' });
    expect(options.sports).toContainEqual({ value: 'axe throwing', label: 'Axe Throwing', playing_area: 'Lane' });
  });

  it('puts the ten spec timezones first, named as on the day the document is built', () => {
    const zones = (at: string) =>
      buildFormsOptions(new Date(at))
        .timezones.slice(0, 10)
        .map((zone) => `${zone.value} ${zone.abbreviation}`);
    expect(zones('2026-07-01T12:00:00Z')).toEqual([
      'America/New_York EDT',
      'America/Chicago CDT',
      'America/Phoenix MST',
      'America/Denver MDT',
      'America/Los_Angeles PDT',
      'America/Anchorage AKDT',
      'America/Adak HDT',
      'Pacific/Honolulu HST',
      'Europe/London BST',
      'GMT GMT',
    ]);
    expect(zones('2026-11-24T12:00:00Z')).toEqual([
      'America/New_York EST',
      'America/Chicago CST',
      'America/Phoenix MST',
      'America/Denver MST',
      'America/Los_Angeles PST',
      'America/Anchorage AKST',
      'America/Adak HST',
      'Pacific/Honolulu HST',
      'Europe/London GMT',
      'GMT GMT',
    ]);
  });

  it('offers the four languages', () => {
    expect(options.locales).toEqual([
      { value: 'en', label: 'English' },
      { value: 'fr', label: 'Français' },
      { value: 'ro', label: 'Română' },
      { value: 'zh', label: '中文' },
    ]);
  });
});

describe('buildLeaguesOptions', () => {
  const club = { slug: 'club3', timezone: 'America/Los_Angeles', default_sport: 'hockey', connect: true, stripe_connect: { onboarding_done: false } };

  it("describes the club's league forms", () => {
    const options = buildLeaguesOptions(club);
    expect(LeaguesOptionsSchema.parse(options)).toEqual(options);
    expect(options).toMatchObject({ club_slug: 'club3', timezone: 'America/Los_Angeles', default_sport: 'hockey', playing_area: 'Rink' });
    expect(options.bracket_types).toEqual(toOptions(BRACKET_TYPE_LABELS));
  });

  it('enables payments only with connect on and onboarding done', () => {
    expect(buildLeaguesOptions(club).payments_enabled).toBe(false);
    expect(buildLeaguesOptions({ ...club, stripe_connect: { onboarding_done: true } }).payments_enabled).toBe(true);
    expect(buildLeaguesOptions({ ...club, connect: false, stripe_connect: { onboarding_done: true } }).payments_enabled).toBe(false);
  });
});
