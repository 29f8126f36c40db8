import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, MoreThan, Not, Repository } from 'typeorm';
import { AppException } from '@app/common/app-exception';
import { unlessDuplicate } from '@app/common/constraint-errors';
import { deleteUnlessUsed, refuseWhileUsed, roCount } from '@app/common/in-use';
import { findOwned, tenantScoped, tenantWhere } from '@app/common/tenancy';
import { presentDocSeries } from './doc-series.presenter';
import { CreateDocSeriesDto, DocSeriesFilterDto, UpdateDocSeriesDto } from './dto/doc-series.dto';
import { DocSeries, DocType } from './entities/doc-series.entity';
import { withTransaction } from '@app/common/transactions';
import { manyToOne } from '@app/common/sql';
import { WritePlan } from '@app/common/write-plan';
import { CompanyRowLock, writeLock } from '@app/common/row-lock';

/** The series row take() numbers from: still active, with the letters it was resolved with. */
const TAKE_WHERE = '`id` = ? AND `company_id` = ? AND `type` = ? AND `series` = ? AND `active` = 1';
/** MariaDB's take: the number taken stays in LAST_INSERT_ID() (take() and takeAll()'s block). */
const TAKE_MARIADB =
  'UPDATE `doc_series` SET `next_number` = LAST_INSERT_ID(`next_number`) + 1, `issued_count` = `issued_count` + 1 ' +
  `WHERE ${TAKE_WHERE}`;

/** assertUnique()'s 422, also for a request that raced another for the same letters (unlessDuplicate()). */
const DUPLICATE = () => AppException.invalid({ series: ['Seria există deja pentru acest tip de document.'] });

const TYPE_NAMES: Record<DocType, string> = { pass: 'permise', receipt: 'chitanțe', cash: 'dispoziții de casă' };

@Injectable()
export class DocSeriesService {
  /**
   * Each company's `doc_series_locks` row: its series' creations and edits queue on it, so whether a
   * series is the first of its type (and so its default) and which one is a type's default are decided
   * one at a time, never by two requests that each saw none.
   */
  private readonly defaultsLock = new CompanyRowLock('doc_series_locks');

  constructor(
    @InjectRepository(DocSeries) private readonly series: Repository<DocSeries>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async list(companyId: number, filter: DocSeriesFilterDto) {
    const rows = await this.series.find({
      where: tenantWhere<DocSeries>(companyId, filter.type ? { type: filter.type } : {}),
      order: { type: 'ASC', series: 'ASC' },
    });
    return rows.map(presentDocSeries);
  }

  /** Whether any of the company's series of this type has issued a document. */
  issuedAny(companyId: number, type: DocType): Promise<boolean> {
    return this.series.exists({ where: tenantWhere<DocSeries>(companyId, { type, issued_count: MoreThan(0) }) });
  }

  async find(companyId: number, id: number): Promise<DocSeries> {
    return findOwned(this.series, companyId, id);
  }

  async get(companyId: number, id: number) {
    return presentDocSeries(await this.find(companyId, id));
  }

  async create(companyId: number, dto: CreateDocSeriesDto) {
    const id = await withTransaction(this.dataSource, async (em) => {
      await this.defaultsLock.take(em, companyId, 'exclusive');
      await this.assertUnique(em, companyId, dto.type, dto.series);
      // A type with no active default cannot issue (noSeries()): the series added becomes its default,
      // whatever the form's switch said. Otherwise it is the default when asked to be.
      const hasDefault = await em.exists(DocSeries, {
        where: tenantWhere<DocSeries>(companyId, { type: dto.type, is_default: true, active: true }),
      });
      const isDefault = dto.is_default === true || (!hasDefault && dto.active !== false);
      if (isDefault) await this.clearDefault(em, companyId, dto.type);
      const saved = await unlessDuplicate(
        () =>
          em.save(
            DocSeries,
            em.create(DocSeries, {
              company_id: companyId,
              type: dto.type,
              series: dto.series,
              next_number: dto.next_number ?? 1,
              issued_count: 0,
              is_default: isDefault,
              active: dto.active ?? true,
            }),
          ),
        DUPLICATE,
      );
      return saved.id;
    });
    return this.get(companyId, id);
  }

  async update(companyId: number, id: number, dto: UpdateDocSeriesDto) {
    await withTransaction(this.dataSource, async (em) => {
      await this.defaultsLock.take(em, companyId, 'exclusive');
      const current = await em.findOne(DocSeries, {
        where: tenantWhere<DocSeries>(companyId, { id }),
        lock: writeLock(this.dataSource),
      });
      if (!current) throw AppException.notFound();
      const used = current.issued_count > 0;
      const errors: Record<string, string[]> = {};
      const type = dto.type ?? current.type;
      const series = dto.series ?? current.series;
      if (used && dto.type !== undefined && dto.type !== current.type) {
        errors.type = ['Tipul nu se mai poate schimba: au fost emise documente din această serie.'];
      }
      if (used && dto.series !== undefined && dto.series !== current.series) {
        errors.series = ['Seria nu mai poate fi redenumită: au fost emise documente din ea.'];
      }
      if (used && dto.next_number !== undefined && dto.next_number < current.next_number) {
        errors.next_number = [
          `Numărul următor nu poate scădea sub ${current.next_number}: au fost emise documente din serie.`,
        ];
      }
      if (Object.keys(errors).length) throw AppException.invalid(errors);
      if (type !== current.type || series !== current.series) await this.assertUnique(em, companyId, type, series, id);
      if (dto.is_default === true) await this.clearDefault(em, companyId, type);
      await unlessDuplicate(
        () =>
          em.update(DocSeries, tenantWhere<DocSeries>(companyId, { id }), {
            type,
            series,
            next_number: dto.next_number ?? current.next_number,
            is_default: dto.is_default ?? (type === current.type ? current.is_default : false),
            active: dto.active ?? current.active,
          }),
        DUPLICATE,
      );
    });
    return this.get(companyId, id);
  }

  /** Refused (409) once a document was numbered from the series: deactivate it instead. */
  async remove(companyId: number, id: number) {
    const { series } = await this.find(companyId, id);
    const refusal = (uses: string) => `Seria ${series} nu poate fi ștearsă: ${uses}. O puteți dezactiva.`;
    const issued = async () => {
      const { issued_count: n } = await this.find(companyId, id);
      if (!n) return [];
      return [
        n === 1 ? 'a fost emis un document din ea' : `au fost emise ${roCount(n, 'document', 'documente')} din ea`,
      ];
    };
    await deleteUnlessUsed(issued, refusal, async () => {
      // Only while nothing was issued: a document numbered since the question (under the series'
      // lock, common/numbered-document.ts) keeps its series.
      const { affected } = await this.series.delete(tenantWhere<DocSeries>(companyId, { id, issued_count: 0 }));
      if (!affected) refuseWhileUsed(await issued(), refusal);
    });
    return { message: 'Seria a fost ștearsă.' };
  }

  /**
   * The series a document will be numbered from: the chosen one, or the company's default, active.
   * Read without a lock, before the issuing transaction, so the lock is held for less.
   */
  async resolve(em: EntityManager, companyId: number, type: DocType, seriesId?: number | null): Promise<DocSeries> {
    return (await this.resolveAll(em, companyId, [[type, seriesId]]))[0];
  }

  /** resolve() for several documents at once (a pass and its chitanță), in one statement. */
  async resolveAll(
    em: EntityManager,
    companyId: number,
    wanted: [type: DocType, seriesId?: number | null][],
  ): Promise<DocSeries[]> {
    // One shape per list of choices (by id or the default), its SQL written once (manyToOne()):
    // TypeORM's find() works the statement and the rows' hydration out again on every issue.
    const shape = wanted.map(([, seriesId]) => (seriesId ? 'id' : 'default')).join(',');
    const params: Record<string, unknown> = { yes: 1 };
    const conditions = wanted.map(([type, seriesId], i) => {
      params[`type${i}`] = type;
      if (!seriesId) return `(s.type = :type${i} AND s.is_default = :yes AND s.active = :yes)`;
      params[`id${i}`] = seriesId;
      return `(s.id = :id${i} AND s.type = :type${i} AND s.active = :yes)`;
    });
    const qb = tenantScoped(em.createQueryBuilder(DocSeries, 's'), 's', companyId).andWhere(
      `(${conditions.join(' OR ')})`,
      params,
    );
    const rows = await manyToOne(`doc-series.resolveAll ${shape}`, qb);
    return wanted.map(([type, seriesId]) => {
      const row = rows.find((r) => r.type === type && (seriesId ? r.id === seriesId : r.is_default));
      if (!row) throw this.noSeries(type, seriesId);
      return row;
    });
  }

  /**
   * Takes the series' next number inside the caller's transaction, in ONE statement that also
   * locks the series row until commit (MariaDB keeps the taken value in LAST_INSERT_ID, SQLite
   * answers it with RETURNING): concurrent issuers queue there and get consecutive numbers. A
   * series deactivated or renamed since `resolve` is refused like a missing one.
   */
  async take(em: EntityManager, series: DocSeries): Promise<number> {
    const where = TAKE_WHERE;
    const params = this.takeParams(series);
    if (this.dataSource.options.type === 'better-sqlite3') {
      const rows = await em.query<{ number: number }[]>(
        "UPDATE `doc_series` SET `next_number` = `next_number` + 1, `issued_count` = `issued_count` + 1, `updated_at` = datetime('now') " +
          `WHERE ${where} RETURNING \`next_number\` - 1 AS \`number\``,
        params,
      );
      if (!rows.length) throw this.noSeries(series.type, series.id);
      return Number(rows[0].number);
    }
    const result = await em.query<{ affectedRows: number; insertId: number }>(TAKE_MARIADB, params);
    if (!result.affectedRows) throw this.noSeries(series.type, series.id);
    return Number(result.insertId);
  }

  /**
   * take() for several series at once (a pass's and its chitanță's), in order, locking each row:
   * on MariaDB in ONE round trip (an anonymous block keeps each number LAST_INSERT_ID() answers and
   * answers them together), on SQLite one statement after the other. A series refused is refused
   * after all are tried; the caller's transaction rolls back the others' numbers.
   */
  async takeAll(em: EntityManager, all: DocSeries[]): Promise<number[]> {
    if (this.dataSource.options.type !== 'mariadb' || all.length < 2) {
      const numbers: number[] = [];
      for (const series of all) numbers.push(await this.take(em, series));
      return numbers;
    }
    const names = all.map((_, i) => `n${i}`);
    const block =
      `BEGIN NOT ATOMIC ${names.map((n) => `DECLARE ${n} BIGINT DEFAULT NULL;`).join(' ')} ` +
      names.map((n) => `${TAKE_MARIADB}; IF ROW_COUNT() > 0 THEN SET ${n} = LAST_INSERT_ID(); END IF;`).join(' ') +
      ` SELECT ${names.map((n) => `${n} AS ${n}`).join(', ')}; END`;
    const result = await em.query<unknown[]>(
      block,
      all.flatMap((series) => this.takeParams(series)),
    );
    const row = result.find((r): r is Record<string, unknown>[] => Array.isArray(r))?.[0] ?? {};
    return all.map((series, i) => {
      const number = row[names[i]];
      if (number === null || number === undefined) throw this.noSeries(series.type, series.id);
      return Number(number);
    });
  }

  /**
   * takeAll() and the writes that name the numbers (`plan(numbers)`: a pass signed with its number,
   * its chitanță), in the caller's transaction, which `commit` ends. On MariaDB in ONE round trip:
   * each number is expected (Expected, below) and the plan made with it before the block is sent;
   * the block takes the numbers as takeAll() does, then writes the plan and COMMITs only if they are
   * the ones expected, so the series' row is locked only while the database runs the block, not over
   * a round trip. Otherwise the block wrote nothing and still holds the rows: the plan is made again
   * with the numbers taken and written in a second round trip (takeAll() then run(), as before). The
   * database decides the numbers either way. Without `commit` (a check-in writes after the plan) and
   * on SQLite: takeAll(), then the plan made and run.
   */
  async takeAndWrite<P>(
    em: EntityManager,
    all: DocSeries[],
    plan: (numbers: number[], writes: WritePlan) => P,
    options: { commit?: boolean } = {},
  ): Promise<{ numbers: number[]; planned: P; ids: Map<number, number> }> {
    let writes = new WritePlan(em);
    if (this.dataSource.options.type !== 'mariadb' || !options.commit) {
      const numbers = await this.takeAll(em, all);
      const planned = plan(numbers, writes);
      return { numbers, planned, ids: await writes.run(options) };
    }
    const expectations = all.map((series) => this.expected(series).take(series.next_number));
    const names = all.map((_, i) => `n${i}`);
    try {
      let planned = plan(
        expectations.map((e) => e.number),
        writes,
      );
      const run = await writes.runGuarded(
        {
          declare: names.map((n) => `DECLARE ${n} BIGINT DEFAULT NULL;`).join(' '),
          statements: names
            .map((n) => `${TAKE_MARIADB}; IF ROW_COUNT() > 0 THEN SET ${n} = LAST_INSERT_ID(); END IF;`)
            .join(' '),
          params: all.flatMap((series) => this.takeParams(series)),
          // Whole numbers (Expected.take()), written into the SQL.
          condition: names.map((n, i) => `${n} <=> ${expectations[i].number}`).join(' AND '),
          answer: names,
        },
        options,
      );
      const numbers = all.map((series, i) => {
        const number = run.answer[names[i]];
        if (number === null || number === undefined) throw this.noSeries(series.type, series.id);
        return Number(number);
      });
      expectations.forEach((e, i) => e.answered(numbers[i]));
      let ids = run.ids;
      if (!ids) {
        writes = writes.again();
        planned = plan(numbers, writes);
        ids = await writes.run(options);
      }
      return { numbers, planned, ids };
    } finally {
      // A failed issue's numbers are taken by the next ones (Expected.answered() sees the gap).
      for (const e of expectations) e.done();
    }
  }

  private readonly expectations = new Map<number, Expected>();

  private expected(series: DocSeries): Expected {
    let expected = this.expectations.get(series.id);
    if (!expected) this.expectations.set(series.id, (expected = new Expected()));
    return expected;
  }

  private takeParams(series: DocSeries): unknown[] {
    return [series.id, tenantWhere<DocSeries>(series.company_id).company_id, series.type, series.series];
  }

  /** `resolve` then `take`, for a document issued alone. */
  async allocateNumber(
    em: EntityManager,
    companyId: number,
    type: DocType,
    seriesId?: number | null,
  ): Promise<{ series: DocSeries; number: number }> {
    const series = await this.resolve(em, companyId, type, seriesId);
    return { series, number: await this.take(em, series) };
  }

  private noSeries(type: DocType, seriesId?: number | null): AppException {
    return AppException.invalid({
      doc_series_id: [
        seriesId
          ? `Seria aleasă nu există sau nu este activă pentru ${TYPE_NAMES[type]}.`
          : `Nu există o serie implicită activă pentru ${TYPE_NAMES[type]}. Administratorul firmei adaugă una în Setări sau marchează una existentă ca implicită.`,
      ],
    });
  }

  private async assertUnique(em: EntityManager, companyId: number, type: DocType, series: string, exceptId?: number) {
    const where = tenantWhere<DocSeries>(companyId, exceptId ? { type, series, id: Not(exceptId) } : { type, series });
    if (await em.exists(DocSeries, { where })) throw DUPLICATE();
  }

  private async clearDefault(em: EntityManager, companyId: number, type: DocType) {
    await em.update(DocSeries, tenantWhere<DocSeries>(companyId, { type, is_default: true }), { is_default: false });
  }

  /** Every series of the company, by type and series (the lists that travel with a company). */
  all(companyId: number): Promise<DocSeries[]> {
    // SQL written once (manyToOne): GET /api/user reads it.
    const qb = tenantScoped(this.series.createQueryBuilder('s'), 's', companyId);
    return manyToOne('nested.series', qb.orderBy('s.type').addOrderBy('s.series'));
  }

  /** A new company's default series (P for passes, CH for receipts), in its creation's transaction. */
  async createDefaults(em: EntityManager, companyId: number): Promise<void> {
    const defaults = { company_id: companyId, next_number: 1, issued_count: 0, is_default: true, active: true };
    await em.insert(DocSeries, [
      { ...defaults, type: 'pass', series: 'P' },
      { ...defaults, type: 'receipt', series: 'CH' },
    ]);
  }
}

/**
 * The numbers this process expects a series to give its issues (DocSeriesService.takeAndWrite()):
 * one after the other in the order the issues' blocks are sent, from the number read with the series
 * the first time. The database may answer otherwise; each answer that says so corrects the numbers
 * handed out from then on, once for the blocks sent before the correction (an `epoch`):
 * - an issue took the number of one sent before it that has not been answered yet (the two reached
 *   the row in the other order): nothing to correct, the other one will take the next number;
 * - a number taken that no issue expects (one that failed gave it back) or a number past the one
 *   expected that was not taken by another issue of this process (another process or another kind
 *   of document took numbers, the series was raised): the numbers handed out move by the difference.
 */
class Expected {
  private next: number | null = null;
  private epoch = 0;
  /** The numbers handed out and not answered yet. */
  private readonly pending = new Set<number>();
  /** Numbers taken by an issue that expected a later one, until the issue that expected them answers. */
  private readonly taken = new Set<number>();

  take(fromSeries: number): { number: number; answered: (actual: number) => void; done: () => void } {
    const number = this.next ?? (Math.trunc(Number(fromSeries)) || 0);
    this.next = number + 1;
    this.pending.add(number);
    const epoch = this.epoch;
    return {
      number,
      answered: (actual) => {
        this.pending.delete(number);
        if (actual === number) return;
        if (actual < number && this.pending.has(actual)) {
          this.taken.add(actual);
          if (this.taken.size > 100) this.taken.delete(this.taken.values().next().value!);
        } else if (!this.taken.delete(number) && epoch === this.epoch && this.next !== null) {
          this.next += actual - number;
          this.epoch++;
        }
      },
      done: () => this.pending.delete(number),
    };
  }
}
