import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/**
 * Rows of `table` that PostgreSQL sent as JSON (json_agg of whole rows: keys are column names), read back as
 * drizzle reads columns (a timestamp becomes a Date). A page of wide rows as ONE json value crosses the driver
 * as one field instead of one per column and row, which on PGlite is most of the cost of reading it.
 */
export function rowsFromJson<T extends Table>(table: T, objects: Record<string, unknown>[]): InferSelectModel<T>[] {
  const columns = Object.entries(getTableColumns(table));
  return objects.map(
    (object) =>
      Object.fromEntries(
        columns.map(([key, column]) => {
          const value = object[column.name];
          return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
        }),
      ) as InferSelectModel<T>,
  );
}
