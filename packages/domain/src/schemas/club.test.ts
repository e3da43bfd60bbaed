import { describe, expect, it } from 'vitest';
import { ClubSlugSchema, ClubUpdateSchema } from './club.js';
import { englishMessage, messageOfIssue, type IssueLike } from '../validation-messages.js';

// The English text the API sends for an issue (schemas write message ids, not English).
const englishOf = (issue: IssueLike) => englishMessage(messageOfIssue(issue));

const update = {
  name: 'Riverside Athletic League',
  timezone: 'America/New_York',
  contact_email: 'hello@riverside.example',
  address: '12 River Road',
  default_sport: 'volleyball',
  row_version: 4,
};

describe('ClubUpdateSchema', () => {
  it('accepts a valid update and trims text', () => {
    expect(ClubUpdateSchema.parse({ ...update, name: '  Riverside  ', address: ' 12 River Road ' })).toEqual({
      ...update,
      name: 'Riverside',
      address: '12 River Road',
    });
  });

  it('turns an empty contact email and address into null', () => {
    expect(ClubUpdateSchema.parse({ ...update, contact_email: '', address: '   ' })).toMatchObject({ contact_email: null, address: null });
    expect(ClubUpdateSchema.parse({ ...update, contact_email: null, address: null })).toMatchObject({ contact_email: null, address: null });
  });

  it('refuses an invalid contact email', () => {
    const result = ClubUpdateSchema.safeParse({ ...update, contact_email: 'not-an-email' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['contact_email']);
  });

  it('accepts any IANA timezone the runtime knows and refuses others', () => {
    expect(ClubUpdateSchema.safeParse({ ...update, timezone: 'Asia/Tokyo' }).success).toBe(true);
    const result = ClubUpdateSchema.safeParse({ ...update, timezone: 'Mars/Olympus_Mons' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), englishOf(issue)])).toEqual([['timezone', 'Unknown timezone']]);
  });

  it('accepts only the spec sports or default', () => {
    expect(ClubUpdateSchema.safeParse({ ...update, default_sport: 'default' }).success).toBe(true);
    expect(ClubUpdateSchema.safeParse({ ...update, default_sport: 'table tennis' }).success).toBe(true);
    expect(ClubUpdateSchema.safeParse({ ...update, default_sport: 'quidditch' }).success).toBe(false);
  });

  it('requires the row_version the form was opened on', () => {
    const { row_version: _version, ...withoutVersion } = update;
    expect(ClubUpdateSchema.safeParse(withoutVersion).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['row_version']);
    expect(ClubUpdateSchema.safeParse({ ...update, row_version: 0 }).success).toBe(false);
  });

  it('requires a name and refuses unknown fields', () => {
    expect(ClubUpdateSchema.safeParse({ ...update, name: '  ' }).error?.issues.map(englishOf)).toEqual(['Required']);
    expect(ClubUpdateSchema.safeParse({ ...update, connect: true }).success).toBe(false);
    expect(ClubUpdateSchema.safeParse({ ...update, slug: 'club9' }).success).toBe(false);
  });
});

describe('ClubSlugSchema', () => {
  it('takes lower-case letters, digits and inner hyphens', () => {
    for (const slug of ['club2', 'a', 'river-side-9']) expect(ClubSlugSchema.safeParse(slug).success).toBe(true);
    for (const slug of ['Club2', '-club', 'club-', 'club_2', '', 'a'.repeat(65)]) expect(ClubSlugSchema.safeParse(slug).success).toBe(false);
  });

  it('refuses the words the API and the web app use for their own paths, with a message of its own', () => {
    for (const slug of ['me', 'login', 'docs', 'public', 'calendar', 'account', 'webhooks', 'club', '404']) {
      expect(ClubSlugSchema.safeParse(slug).error?.issues.map((issue) => messageOfIssue(issue).id)).toEqual(['reservedClubSlug']);
    }
    expect(ClubSlugSchema.safeParse('me-and-friends').success).toBe(true);
  });
});
