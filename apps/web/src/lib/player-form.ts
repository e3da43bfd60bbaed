import { DateOnlySchema, GenderSchema, PlayerInputSchema, type Player } from '@matchday/domain';
import { z } from 'zod';

/**
 * The player form: the API's PlayerInputSchema, with the two fields an input cannot leave null —
 * date of birth and gender — taken as '' when blank and sent as null.
 */
export const PlayerFormSchema = PlayerInputSchema.extend({
  date_of_birth: z
    .string()
    .nullable()
    .transform((value) => value || null)
    .pipe(DateOnlySchema.nullable()),
  gender: z
    .union([z.literal(''), GenderSchema])
    .nullable()
    .transform((value) => value || null),
});
export type PlayerFormInput = z.input<typeof PlayerFormSchema>;
export type PlayerFormValues = z.output<typeof PlayerFormSchema>;

export const PLAYER_FORM_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'date_of_birth',
  'gender',
  'emergency_contact_name',
  'emergency_contact_phone',
  'notes',
] as const satisfies readonly (keyof PlayerFormInput)[];

/** The form's starting values: the player's, or blanks for a new one. */
export function playerFormDefaults(player?: Player): PlayerFormInput {
  return {
    first_name: player?.first_name ?? '',
    last_name: player?.last_name ?? '',
    email: player?.email ?? '',
    phone: player?.phone ?? '',
    date_of_birth: player?.date_of_birth ?? '',
    gender: player?.gender ?? '',
    emergency_contact_name: player?.emergency_contact_name ?? '',
    emergency_contact_phone: player?.emergency_contact_phone ?? '',
    notes: player?.notes ?? '',
  };
}

/** The few fields asked when a player is added on the fly while building a team or registering one. */
export const QuickPlayerSchema = PlayerInputSchema.pick({ first_name: true, last_name: true, email: true, phone: true });
export type QuickPlayerInput = z.input<typeof QuickPlayerSchema>;
export type QuickPlayerValues = z.output<typeof QuickPlayerSchema>;
export const QUICK_PLAYER_FIELDS = ['first_name', 'last_name', 'email', 'phone'] as const satisfies readonly (keyof QuickPlayerInput)[];

/**
 * Starting values of a quick player from what was typed in the search box: an email goes to the email
 * field, otherwise the first word is the first name and the rest the last name.
 */
export function quickPlayerFromSearch(text: string): QuickPlayerInput {
  const typed = text.trim().replace(/\s+/g, ' ');
  if (typed.includes('@')) return { first_name: '', last_name: '', email: typed, phone: '' };
  const [first = '', ...rest] = typed.split(' ');
  return { first_name: first, last_name: rest.join(' '), email: '', phone: '' };
}
