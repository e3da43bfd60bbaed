import { HttpError, type FieldErrors } from './http-error.js';

/** "1 game", "3 games": the refusals name how much depends on a record. */
export const countOf = (count: number, singular: string, plural = `${singular}s`): string => `${count} ${count === 1 ? singular : plural}`;

/** The phrases of the non-zero counts joined in English: "3 games and 2 leagues". */
export function listUses(uses: readonly [count: number, singular: string][]): string {
  const phrases = uses.filter(([count]) => count > 0).map(([count, singular]) => countOf(count, singular));
  return phrases.length > 1 ? `${phrases.slice(0, -1).join(', ')} and ${phrases.at(-1)}` : (phrases[0] ?? '');
}

/** 409 in_use: the change is refused because other records depend on this one; the message says which. */
export const inUse = (message: string, fieldErrors?: FieldErrors): HttpError => new HttpError(409, 'in_use', message, fieldErrors);
