import type { clubs } from '../../db/schema.js';

/** A club as every club-scoped request carries it: without its logo bytes, which only the public logo route reads. */
export type ClubRow = Omit<typeof clubs.$inferSelect, 'logo'>;
