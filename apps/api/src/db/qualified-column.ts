import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * A column as "table"."column". Drizzle leaves the table out of every column of a query without joins,
 * which turns a correlated subquery's reference to the outer row into a reference to its own table.
 */
export const qualified = (column: Column): SQL => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
