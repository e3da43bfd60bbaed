/** PostgreSQL's unique_violation, from either driver; `constraint` names the index that refused the row. */
export function uniqueViolation(error: unknown): string | null {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  for (const candidate of candidates) {
    const pgError = candidate as { code?: unknown; constraint?: unknown } | null;
    if (pgError?.code === '23505') return typeof pgError.constraint === 'string' ? pgError.constraint : '';
  }
  return null;
}

/** Node socket errors and PostgreSQL's own codes that mean "the database cannot be reached right now". */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNREACHABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /connection is closed/i,
  /Query read timeout/i,
];

/** True when a failure is the database being down or restarting (a retry later may succeed), from either driver. */
export function databaseUnavailable(error: unknown): boolean {
  for (let candidate = error, depth = 0; candidate && depth < 4; candidate = (candidate as { cause?: unknown }).cause, depth += 1) {
    const { code, message } = candidate as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}
