import { describe, expect, it } from 'vitest';
import { PlayerInputSchema, type Player } from '@matchday/domain';
import { PlayerFormSchema, playerFormDefaults, quickPlayerFromSearch, QuickPlayerSchema } from './player-form';

const player: Player = {
  row_version: 1,
  id: '01JAAAAAAAAAAAAAAAAAAAAAAA',
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.com',
  phone: null,
  leagues_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  date_of_birth: '1990-04-02',
  gender: null,
  emergency_contact_name: null,
  emergency_contact_phone: null,
  notes: null,
  registrations: [],
};

describe('PlayerFormSchema', () => {
  it('sends blank optional fields as null, in the shape the API accepts', () => {
    const values = PlayerFormSchema.parse({ ...playerFormDefaults(), first_name: ' Ann ', last_name: 'Lee', email: 'Ann@Example.com' });
    expect(values).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      phone: null,
      date_of_birth: null,
      gender: null,
      emergency_contact_name: null,
      emergency_contact_phone: null,
      notes: null,
    });
    expect(PlayerInputSchema.safeParse(values).success).toBe(true);
  });

  it('keeps a date of birth and a gender, and refuses a malformed date', () => {
    const values = PlayerFormSchema.parse({ ...playerFormDefaults(player), gender: 'female' });
    expect(values.date_of_birth).toBe('1990-04-02');
    expect(values.gender).toBe('female');
    const bad = PlayerFormSchema.safeParse({ ...playerFormDefaults(player), date_of_birth: '04-02-1990' });
    expect(bad.error?.issues[0]?.path).toEqual(['date_of_birth']);
  });

  it('starts from the player with nulls as blanks', () => {
    expect(playerFormDefaults(player)).toMatchObject({ first_name: 'Jane', phone: '', gender: '', date_of_birth: '1990-04-02' });
  });
});

describe('quick player', () => {
  it('splits typed text into names, or takes it as the email', () => {
    expect(quickPlayerFromSearch('  Mary  Ann   Smith ')).toEqual({ first_name: 'Mary', last_name: 'Ann Smith', email: '', phone: '' });
    expect(quickPlayerFromSearch('sam@example.com')).toMatchObject({ first_name: '', email: 'sam@example.com' });
    expect(quickPlayerFromSearch('')).toEqual({ first_name: '', last_name: '', email: '', phone: '' });
  });

  it('checks only names, email and phone', () => {
    expect(QuickPlayerSchema.parse({ first_name: 'A', last_name: 'B', email: 'a@b.co', phone: '' })).toEqual({
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.co',
      phone: null,
    });
    expect(QuickPlayerSchema.safeParse({ first_name: '', last_name: 'B', email: 'a@b.co', phone: '' }).success).toBe(false);
  });
});
