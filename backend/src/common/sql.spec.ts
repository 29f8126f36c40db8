import { Column, DataSource, Entity, PrimaryColumn } from 'typeorm';
import { anyOf, disjointParts, writtenOnce } from './sql';

@Entity('things')
class Thing {
  @PrimaryColumn({ type: 'int' }) id: number;
  @Column({ type: 'varchar', length: 20, nullable: true }) plate: string | null;
  @Column({ type: 'int' }) owner: number;
  @Column({ type: 'int' }) amount: number;
}

describe('common/sql on an in-memory SQLite', () => {
  let ds: DataSource;
  beforeAll(async () => {
    ds = await new DataSource({
      type: 'better-sqlite3',
      database: ':memory:',
      entities: [Thing],
      synchronize: true,
    }).initialize();
    await ds.getRepository(Thing).insert([
      { id: 1, plate: 'CJ01', owner: 7, amount: 10 },
      { id: 2, plate: null, owner: 7, amount: 20 },
      { id: 3, plate: 'CJ02', owner: 8, amount: 40 },
      { id: 4, plate: 'B01', owner: 9, amount: 80 },
    ]);
  });
  afterAll(() => ds.destroy());

  const things = (where: string, params: Record<string, unknown>) =>
    writtenOnce(
      `things ${where}`,
      ds.getRepository(Thing).createQueryBuilder('t').where(where, params).orderBy('t.id'),
    );

  it('writtenOnce: every call binds its own values, lists of any length included', async () => {
    const ids = async (list: number[]) => (await things('t.id IN (:...ids)', { ids: list }).getMany()).map((t) => t.id);
    expect(await ids([1, 3])).toEqual([1, 3]);
    expect(await ids([4])).toEqual([4]);
    expect(await ids([2, 3, 4])).toEqual([2, 3, 4]);
    expect((await things('t.owner = :owner', { owner: 8 }).getOne())?.plate).toBe('CJ02');
    expect((await things('t.owner = :owner', { owner: 9 }).getOne())?.plate).toBe('B01');
  });

  it('writtenOnce also binds the parameters TypeORM makes for conditions given as objects', async () => {
    const byOwner = (owner: number) =>
      writtenOnce('things by object', ds.getRepository(Thing).createQueryBuilder('t').where({ owner }).orderBy('t.id'));
    expect((await byOwner(7).getMany()).map((t) => t.id)).toEqual([1, 2]);
    expect((await byOwner(9).getMany()).map((t) => t.id)).toEqual([4]);
  });

  it('disjointParts counts a row that matches several parts once, and a part that is NULL as not matching', async () => {
    // Owner 7 (ids 1, 2), or a plate starting with CJ (ids 1, 3): 1, 2 and 3. Row 2 has no plate.
    const search = anyOf([
      { sql: 't.owner = :owner', params: { owner: 7 } },
      { sql: 't.plate LIKE :plate', params: { plate: 'CJ%' } },
    ]);
    let n = 0;
    let total = 0;
    for (const part of disjointParts(search)) {
      const row = await ds
        .getRepository(Thing)
        .createQueryBuilder('t')
        .select('COUNT(*)', 'n')
        .addSelect('SUM(t.amount)', 'total')
        .where(part.sql, part.params)
        .getRawOne<{ n: number | string; total: number | string | null }>();
      n += Number(row?.n ?? 0);
      total += Number(row?.total ?? 0);
    }
    expect({ n, total }).toEqual({ n: 3, total: 70 });
  });
});
