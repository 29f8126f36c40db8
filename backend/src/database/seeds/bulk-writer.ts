/**
 * The scale seeder's bulk writes (scale.seed.ts): rows are buffered per table and written in
 * batches, parents first.
 *
 * - MariaDB/MySQL: each batch is one LOAD DATA, loaded while the next rows are generated. A server
 *   on this machine that may read files (probed once with LOAD_FILE) reads each batch from a file in
 *   the temp dir (`LOAD DATA INFILE`): it loads in its own thread while this one generates. Else
 *   `LOAD DATA LOCAL INFILE` fed from memory (mysql2's infileStreamFactory, no file), which the
 *   server receives only when this process's event loop is free, so the load and the generation take
 *   turns. Foreign-key and unique checks off for the session. The big tables' secondary indexes are dropped before the load and
 *   built again after it (withoutSecondaryIndexes), a sort per index instead of a B-tree insert per
 *   row and index; the tables' definitions are compared before and after.
 * - SQLite: multi-row INSERTs, one transaction per batch.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { QueryRunner } from 'typeorm';

export type Cell = string | number | null;

/** mysql2's callback connection under TypeORM's query runner. */
interface RawMysql {
  query(
    options: { sql: string; infileStreamFactory?: () => Readable },
    callback: (err: Error | null, result: { affectedRows: number; warningStatus: number }) => void,
  ): void;
}

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r', '\0': '\\0' };
/** One field in LOAD DATA's default text format (tab separated, backslash escapes, \N for NULL). */
const field = (v: Cell): string =>
  v === null
    ? '\\N'
    : typeof v === 'number'
      ? String(v)
      : /[\\\t\n\r\0]/.test(v)
        ? v.replace(/[\\\t\n\r\0]/g, (c) => ESCAPES[c])
        : v;

/** The file's bytes in pieces: each one is a packet, under the server's max_allowed_packet. */
function* pieces(data: Buffer): Generator<Buffer> {
  for (let i = 0; i < data.length; i += 1 << 20) yield data.subarray(i, i + (1 << 20));
}

/** A batch's bytes: LOAD DATA's text, a line a row. */
const tsv = (lines: string[]): Buffer => Buffer.from(lines.join('\n') + '\n', 'utf8');

interface Buffered {
  columns: string[];
  /** MariaDB: text lines; SQLite: rows. */
  lines: string[];
  rows: Cell[][];
}

/** Characters buffered before a flush (all tables together). */
const FLUSH_AT = 24 << 20;
/** SQLite's bound parameters per statement (under its 32766). */
const MAX_PARAMS = 30_000;

export class BulkWriter {
  readonly mysql: boolean;
  private readonly tables = new Map<string, Buffered>();
  private size = 0;
  private pending: Promise<void> = Promise.resolve();
  /** MariaDB: the directory the server reads batch files from, null for LOCAL, undefined before the probe. */
  private dir: string | null | undefined;
  private files = 0;
  /** Rows made so far (buffered or written). */
  made = 0;
  /** Rows written so far. */
  written = 0;

  constructor(private readonly qr: QueryRunner) {
    this.mysql = qr.connection.options.type !== 'better-sqlite3';
  }

  /** Declares a table, in the order batches are written (parents before children). */
  table(name: string, columns: string[]): void {
    this.tables.set(name, { columns, lines: [], rows: [] });
  }

  /** Buffers one row (values in the declared column order). */
  row(table: string, values: Cell[]): void {
    const t = this.tables.get(table);
    if (!t) throw new Error(`BulkWriter: unknown table ${table}`);
    this.made++;
    if (this.mysql) {
      const line = values.map(field).join('\t');
      t.lines.push(line);
      this.size += line.length + 1;
    } else {
      t.rows.push(values);
      this.size += values.length * 8;
    }
  }

  /**
   * Time to flush (MariaDB only: SQLite checks foreign keys, so its caller flushes whole companies,
   * the series rows with their passes).
   */
  get full(): boolean {
    return this.mysql && this.size >= FLUSH_AT;
  }

  /** Writes what is buffered; on MariaDB returns once the previous batch is in (this one loads on). */
  async flush(): Promise<void> {
    const batch = [...this.tables.entries()]
      .filter(([, t]) => t.lines.length || t.rows.length)
      .map(([name, t]) => ({ name, columns: t.columns, lines: t.lines, rows: t.rows }));
    for (const t of this.tables.values()) {
      t.lines = [];
      t.rows = [];
    }
    this.size = 0;
    if (!batch.length) return;
    if (this.mysql) {
      if (this.dir === undefined) await this.prepare();
      const dir = this.dir;
      // The server's files are written now, the lines let go.
      const loads = batch.map((b) => {
        if (!dir) return () => this.load(b.name, b.columns, b.lines);
        const path = join(dir, `${++this.files}-${b.name}.tsv`);
        writeFileSync(path, tsv(b.lines));
        chmodSync(path, 0o644);
        const rows = b.lines.length;
        return () => this.loadFile(b.name, b.columns, path, rows);
      });
      await this.pending;
      this.pending = (async () => {
        for (const load of loads) await load();
      })();
      // Not awaited here: the next rows are generated meanwhile. A failure surfaces at the next flush.
      this.pending.catch(() => undefined);
    } else {
      await this.qr.startTransaction();
      try {
        for (const b of batch) await this.insert(b.name, b.columns, b.rows);
        await this.qr.commitTransaction();
      } catch (err) {
        await this.qr.rollbackTransaction();
        throw err;
      }
    }
  }

  /**
   * MariaDB, before the first batch: whether the server reads files from this machine's temp dir,
   * and, for LOCAL, longer network waits: the server reads a LOCAL file only as it is sent, and it
   * is sent only when the event loop is free, not while rows are generated (tens of seconds on a
   * loaded machine; the default 30 s dropped the connection, ECONNRESET).
   */
  private async prepare(): Promise<void> {
    await this.qr.query('SET SESSION net_read_timeout = 3600, net_write_timeout = 3600');
    const dir = mkdtempSync(join(tmpdir(), 'balti-seed-'));
    chmodSync(dir, 0o755);
    const probe = join(dir, 'probe.tsv');
    writeFileSync(probe, 'balti');
    chmodSync(probe, 0o644);
    const read = await this.qr
      .query('SELECT LOAD_FILE(?) AS f', [probe])
      .then((rows: { f: Buffer | string | null }[]) => String(rows[0]?.f ?? ''))
      .catch(() => '');
    rmSync(probe, { force: true });
    if (read === 'balti') {
      this.dir = dir;
      process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    } else {
      rmSync(dir, { recursive: true, force: true });
      this.dir = null;
    }
  }

  /** Flushes and waits for every batch to be in. */
  async finish(): Promise<void> {
    await this.flush();
    await this.pending;
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
  }

  /** One batch file read by the server itself. */
  private async loadFile(table: string, columns: string[], path: string, rows: number): Promise<void> {
    try {
      await this.loaded(table, rows, {
        sql: `LOAD DATA INFILE '${path.replace(/[\\']/g, (c) => `\\${c}`)}' INTO TABLE ${table} CHARACTER SET utf8mb4 (${columns.join(',')})`,
      });
    } finally {
      rmSync(path, { force: true });
    }
  }

  private load(table: string, columns: string[], lines: string[]): Promise<void> {
    const data = tsv(lines);
    const sql = `LOAD DATA LOCAL INFILE 'seed-${table}.tsv' INTO TABLE ${table} CHARACTER SET utf8mb4 (${columns.join(',')})`;
    return this.loaded(table, lines.length, { sql, infileStreamFactory: () => Readable.from(pieces(data)) });
  }

  /** Runs a LOAD DATA, which must load every row of the batch and nothing else. */
  private loaded(
    table: string,
    rows: number,
    options: { sql: string; infileStreamFactory?: () => Readable },
  ): Promise<void> {
    const raw = (this.qr as unknown as { databaseConnection: RawMysql }).databaseConnection;
    return new Promise<void>((resolve, reject) =>
      raw.query(options, (err, result) => {
        if (err) return reject(err);
        if (result.affectedRows !== rows || result.warningStatus) {
          // LOAD DATA turns bad values into warnings (LOCAL always): a seed that does not load exactly is an error.
          void this.qr
            .query('SHOW WARNINGS LIMIT 5')
            .then(
              (w) =>
                reject(
                  new Error(
                    `LOAD DATA into ${table}: ${result.affectedRows} of ${rows} rows, ${result.warningStatus} warnings: ${JSON.stringify(w)}`,
                  ),
                ),
              reject,
            );
          return;
        }
        this.written += rows;
        resolve();
      }),
    );
  }

  private async insert(table: string, columns: string[], rows: Cell[][]): Promise<void> {
    const per = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
    const tuple = `(${columns.map(() => '?').join(',')})`;
    for (let i = 0; i < rows.length; i += per) {
      const chunk = rows.slice(i, i + per);
      await this.qr.query(
        `INSERT INTO ${table} (${columns.join(',')}) VALUES ${chunk.map(() => tuple).join(',')}`,
        chunk.flat(),
      );
      this.written += chunk.length;
    }
  }
}

/** A table's definition without its AUTO_INCREMENT counter, lines sorted (index order aside). */
async function definition(qr: QueryRunner, table: string): Promise<string[]> {
  const [row] = (await qr.query(`SHOW CREATE TABLE ${table}`)) as Record<string, string>[];
  return row['Create Table']
    .split('\n')
    .map((l) =>
      l
        .trim()
        .replace(/,$/, '')
        .replace(/ AUTO_INCREMENT=\d+/, ''),
    )
    .sort();
}

/**
 * MariaDB: drops the tables' secondary indexes (the foreign keys stay; with foreign_key_checks off
 * an index behind one may go) and returns the function that builds them again, one ALTER per
 * table (FULLTEXT ones each on their own, as InnoDB requires), two tables at a time, then checks
 * each table's definition is the one it had.
 */
export async function withoutSecondaryIndexes(
  qr: QueryRunner,
  tables: string[],
  log: (line: string) => void,
): Promise<() => Promise<void>> {
  const saved: { table: string; before: string[]; plain: string[]; fulltext: string[] }[] = [];
  for (const table of tables) {
    const before = await definition(qr, table);
    const keys = before
      .map((l) => /^((?:UNIQUE |FULLTEXT |SPATIAL )?KEY) `([^`]+)` (.+)$/.exec(l))
      .filter((m): m is RegExpExecArray => m !== null);
    if (!keys.length) continue;
    await qr.query(`ALTER TABLE ${table} ${keys.map((m) => `DROP INDEX \`${m[2]}\``).join(', ')}`);
    saved.push({
      table,
      before,
      plain: keys.filter((m) => !m[1].startsWith('FULLTEXT')).map((m) => `ADD ${m[1]} \`${m[2]}\` ${m[3]}`),
      fulltext: keys.filter((m) => m[1].startsWith('FULLTEXT')).map((m) => `ADD ${m[1]} \`${m[2]}\` ${m[3]}`),
    });
  }
  // Two tables at a time, each on its own connection: one ALTER uses one core, and the passes' and
  // the receipts' take about as long as each other.
  const build = async (runner: QueryRunner, s: (typeof saved)[number]) => {
    const t0 = Date.now();
    if (s.plain.length) await runner.query(`ALTER TABLE ${s.table} ${s.plain.join(', ')}`);
    for (const ft of s.fulltext) await runner.query(`ALTER TABLE ${s.table} ${ft}`);
    const after = await definition(runner, s.table);
    if (after.join('\n') !== s.before.join('\n'))
      throw new Error(`${s.table}: definition changed by the index rebuild:\n${after.join('\n')}`);
    log(
      `${s.table}: ${s.plain.length + s.fulltext.length} indexes built in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
  };
  return async () => {
    const queue = [...saved];
    const lane = async (runner: QueryRunner) => {
      try {
        for (let s = queue.shift(); s; s = queue.shift()) await build(runner, s);
      } catch (err) {
        queue.length = 0;
        throw err;
      }
    };
    const other = qr.connection.createQueryRunner();
    await other.connect();
    try {
      await other.query('SET SESSION foreign_key_checks = 0');
      const lanes = [lane(qr), lane(other)];
      // Both lanes end before an error is thrown (no ALTER left running behind it).
      const results = await Promise.allSettled(lanes);
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) throw failed.reason;
    } finally {
      await other.release();
    }
  };
}
