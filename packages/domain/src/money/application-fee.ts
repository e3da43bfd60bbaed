/** 10,000 basis points make 100%. */
export const BPS_PER_WHOLE = 10_000;

/**
 * Matchday's application fee on a card payment: `bps` basis points of the amount, rounded half up to the cent
 * (integer arithmetic, so no float ever decides a cent). Never more than the amount itself.
 */
export function applicationFeeCents(amountCents: number, bps: number): number {
  if (!Number.isInteger(amountCents) || amountCents < 0) throw new RangeError('amountCents must be a non-negative integer');
  if (!Number.isInteger(bps) || bps < 0 || bps > BPS_PER_WHOLE) throw new RangeError('bps must be an integer from 0 to 10000');
  return Math.floor((amountCents * bps + BPS_PER_WHOLE / 2) / BPS_PER_WHOLE);
}

/** The fee in force for a club: its own rate when it has one, else the platform's default. */
export const feeBpsFor = (clubBps: number | null | undefined, platformBps: number): number => clubBps ?? platformBps;
