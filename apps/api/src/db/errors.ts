/** PostgreSQL's unique_violation, from either driver; `constraint` names the index that refused the row. */
export function uniqueViolation(error: unknown): string | null {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  for (const candidate of candidates) {
    const pgError = candidate as { code?: unknown; constraint?: unknown } | null;
    if (pgError?.code === '23505') return typeof pgError.constraint === 'string' ? pgError.constraint : '';
  }
  return null;
}
