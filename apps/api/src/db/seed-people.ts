import type { GENDERS } from '@matchday/domain';

export interface DemoPerson {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  gender: (typeof GENDERS)[number];
}

const FIRST_NAMES: readonly (readonly [string, DemoPerson['gender']])[] = [
  ['Olivia', 'female'],
  ['Liam', 'male'],
  ['Emma', 'female'],
  ['Noah', 'male'],
  ['Ava', 'female'],
  ['Mateo', 'male'],
  ['Sophia', 'female'],
  ['Ethan', 'male'],
  ['Isabella', 'female'],
  ['Lucas', 'male'],
  ['Mia', 'female'],
  ['Benjamin', 'male'],
  ['Amara', 'female'],
  ['Daniel', 'male'],
  ['Chloe', 'female'],
  ['Jamal', 'male'],
  ['Priya', 'female'],
  ['Diego', 'male'],
  ['Hannah', 'female'],
  ['Kenji', 'male'],
  ['Grace', 'female'],
  ['Samuel', 'male'],
  ['Zoe', 'female'],
  ['Omar', 'male'],
  ['Lily', 'female'],
  ['Marcus', 'male'],
  ['Nora', 'female'],
  ['Andre', 'male'],
  ['Elena', 'female'],
  ['Ryan', 'male'],
];

const LAST_NAMES: readonly string[] = [
  'Johnson',
  'Garcia',
  'Chen',
  'Williams',
  'Patel',
  'Nguyen',
  'Brown',
  'Rodriguez',
  'Kim',
  'Davis',
  'Martinez',
  'Okafor',
  'Wilson',
  'Lopez',
  'Anderson',
  'Singh',
  'Thomas',
  'Hernandez',
  'Moore',
  'Jackson',
  'Rossi',
  'Walker',
  'Murphy',
  'Cohen',
  'Bennett',
  'Flores',
  'Sullivan',
  'Kowalski',
  'Reyes',
  'Foster',
];

/** How many distinct people the name lists make. */
export const DEMO_PEOPLE_LIMIT = FIRST_NAMES.length * LAST_NAMES.length;

/**
 * The person at a position of a fixed sequence. The last name is scrambled by the first name's lap
 * through the list, so every position below DEMO_PEOPLE_LIMIT is a different first and last name pair
 * (hence a different email) while neighbours do not share a surname.
 */
function demoPerson(position: number, phone: string): DemoPerson {
  const firstIndex = position % FIRST_NAMES.length;
  const lap = Math.floor(position / FIRST_NAMES.length);
  const [firstName, gender] = FIRST_NAMES[firstIndex]!;
  const lastName = LAST_NAMES[(firstIndex * 11 + lap * 7) % LAST_NAMES.length]!;
  return { first_name: firstName, last_name: lastName, email: `${firstName}.${lastName}@example.org`.toLowerCase(), phone, gender };
}

/** `count` people from `first` on, each with the phone number `phone` gives for their place in the group. */
export function demoPeople(first: number, count: number, phone: (index: number) => string): DemoPerson[] {
  if (first + count > DEMO_PEOPLE_LIMIT) throw new Error(`Only ${DEMO_PEOPLE_LIMIT} demo people exist`);
  return Array.from({ length: count }, (_, index) => demoPerson(first + index, phone(index)));
}

/** A first name of the list, for made-up contacts in answers. */
export const demoFirstName = (position: number): string => FIRST_NAMES[position % FIRST_NAMES.length]![0];

/** A number written with leading zeros, for the digits of made-up phone numbers. */
export const padded = (n: number, width: number): string => String(n).padStart(width, '0');
