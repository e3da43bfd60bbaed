/** What drizzle's prepared statements and query builders both offer: run with the placeholders' values. */
export interface Statement<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
}
export interface Preparable<T> extends Statement<T> {
  prepare(name: string): Statement<T>;
}

/**
 * Named prepared statements of one query whose SQL varies (with the filters set, the sort): one name per variant,
 * built against the database (never a transaction, whose connection is gone when it ends) on first use. Past
 * `limit` variants, a new one runs unprepared (the same SQL, values bound), so no client can make each pooled
 * PostgreSQL connection keep an unbounded number of plans.
 */
export function preparedVariants(limit = 32) {
  const statements = new Map<string, Statement<unknown>>();
  return <T>(name: string, query: () => Preparable<T>): Statement<T> => {
    const known = statements.get(name) as Statement<T> | undefined;
    if (known) return known;
    if (statements.size >= limit) return query();
    const statement = query().prepare(name);
    statements.set(name, statement);
    return statement;
  };
}
