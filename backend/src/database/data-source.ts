import { DataSource, DataSourceOptions } from 'typeorm';
import { AppConfig, DatabaseConfig } from '@app/config/config';
import { AuditSubscriber } from '@app/audit/audit.subscriber';
import { ClientSearchTermsSubscriber } from '@app/clients/client-search-terms.subscriber';
import { ENTITIES } from './entities';
import { MYSQL_MIGRATIONS } from './migrations/mysql';
import { SQLITE_MIGRATIONS } from './migrations/sqlite';

/** One set of entities, two dialects: MariaDB/MySQL in production, embedded SQLite by default. */
export function dataSourceOptions(db: DatabaseConfig, extra: Partial<DataSourceOptions> = {}): DataSourceOptions {
  // The audit trail follows every write through this subscriber, in the app and the CLIs alike.
  const common = {
    entities: ENTITIES,
    // The clients' search terms follow every client written (clients/client-search-terms.subscriber.ts).
    subscribers: [AuditSubscriber, ClientSearchTermsSubscriber],
    migrationsRun: false,
    synchronize: false,
    logging: false,
  } as const;
  if (db.type === 'sqlite') {
    return {
      ...common,
      type: 'better-sqlite3',
      database: db.database,
      migrations: SQLITE_MIGRATIONS,
      // WAL lets readers go on while a pass is being issued; FKs are off by default in SQLite.
      // secure_delete: what is deleted or overwritten is zeroed in the file, so an erased client's
      // data does not stay readable in free pages (SECURITY.md, "Erasure").
      prepareDatabase: (conn: { pragma(s: string): unknown }) => {
        conn.pragma('secure_delete = ON');
        conn.pragma('journal_mode = WAL');
        conn.pragma('busy_timeout = 5000');
        conn.pragma('foreign_keys = ON');
      },
      ...extra,
    } as DataSourceOptions;
  }
  return {
    ...common,
    type: db.type,
    url: db.url,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    dateStrings: false,
    supportBigNumbers: true,
    bigNumberStrings: false,
    migrations: MYSQL_MIGRATIONS,
    // trace: false: mysql2 otherwise captures a stack trace at every statement, in case it fails
    // (3.5 % of the API's CPU under public verification load). TypeORM's QueryFailedError still
    // carries the statement and MariaDB's message.
    extra: { connectionLimit: 20, waitForConnections: true, trace: false },
    ...extra,
  } as DataSourceOptions;
}

export function createDataSource(config: Pick<AppConfig, 'database'>, extra: Partial<DataSourceOptions> = {}) {
  return new DataSource(dataSourceOptions(config.database, extra));
}
