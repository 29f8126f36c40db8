import type { DataSource } from 'typeorm';

/**
 * An instant as a raw-query parameter. mysql2 binds Date itself (as UTC, `timezone: 'Z'`);
 * better-sqlite3 binds no Date, and TypeORM stores SQLite datetimes as UTC text
 * "YYYY-MM-DD HH:MM:SS[.mmm]", which compares correctly against "YYYY-MM-DD HH:MM:SS".
 */
export function sqlInstant(dataSource: DataSource, instant: Date): Date | string {
  return dataSource.options.type === 'better-sqlite3' ? instant.toISOString().slice(0, 19).replace('T', ' ') : instant;
}
