import { DocSeriesService } from '@app/doc-series/doc-series.service';
import { DB_KIND, demoWorld, TestApp } from './support/app';
import { raceHeld } from './support/locks';

describe(`document series (${DB_KIND})`, () => {
  let t: TestApp;
  let A: number;
  let B: number;
  let adminA: string;
  let staffA: string;
  let adminB: string;
  const base = (c: number) => `/api/company/${c}`;

  beforeAll(async () => {
    ({ t, A, B, adminA, staffA, adminB } = await demoWorld());
  });
  afterAll(async () => {
    await t.close();
  });

  describe('GET {base}/docSeries', () => {
    it("answers 401 without a token and 403 on another company's path", async () => {
      expect((await t.call('GET', `${base(A)}/docSeries`)).status).toBe(401);
      expect((await t.call('GET', `${base(A)}/docSeries`, { token: adminB })).status).toBe(403);
    });

    it("lists the company's own series for staff too, filterable by type", async () => {
      const res = await t.call('GET', `${base(A)}/docSeries?type=pass`, { token: staffA });
      expect(res.status).toBe(200);
      expect(res.body).toEqual([
        expect.objectContaining({
          type: 'pass',
          series: 'BD',
          next_number: 1,
          issued_count: 0,
          is_default: true,
          active: true,
        }),
      ]);
      const bad = await t.call('GET', `${base(A)}/docSeries?type=factura`, { token: staffA });
      expect(bad.status).toBe(422);
    });
  });

  describe('POST {base}/createDocSery', () => {
    it("answers 401 without a token, 403 to staff and on another company's path", async () => {
      const body = { type: 'receipt', series: 'X' };
      expect((await t.call('POST', `${base(A)}/createDocSery`, { body })).status).toBe(401);
      expect((await t.call('POST', `${base(A)}/createDocSery`, { token: staffA, body })).status).toBe(403);
      expect((await t.call('POST', `${base(A)}/createDocSery`, { token: adminB, body })).status).toBe(403);
    });

    it('creates a series, upper-cases it, and moves the default when asked', async () => {
      const res = await t.call('POST', `${base(A)}/createDocSery`, {
        token: adminA,
        body: { type: 'pass', series: 'vara26', next_number: 100, is_default: true },
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ type: 'pass', series: 'VARA26', next_number: 100, is_default: true });
      const list = await t.call('GET', `${base(A)}/docSeries?type=pass`, { token: adminA });
      expect(
        list.body.filter((s: { is_default: boolean }) => s.is_default).map((s: { series: string }) => s.series),
      ).toEqual(['VARA26']);
    });

    it('answers 422 for a bad type, a bad series, a number below 1 and a duplicate', async () => {
      const bad = await t.call('POST', `${base(A)}/createDocSery`, {
        token: adminA,
        body: { type: 'factura', series: 'ȘĂ-1', next_number: 0 },
      });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['next_number', 'series', 'type']);
      const dup = await t.call('POST', `${base(A)}/createDocSery`, {
        token: adminA,
        body: { type: 'pass', series: 'bd' },
      });
      expect(dup.body.errors).toEqual({ series: ['Seria există deja pentru acest tip de document.'] });
      // The same letters for the other type, or in another company, are fine.
      expect(
        (await t.call('POST', `${base(A)}/createDocSery`, { token: adminA, body: { type: 'receipt', series: 'BD' } }))
          .status,
      ).toBe(201);
      expect(
        (await t.call('POST', `${base(B)}/createDocSery`, { token: adminB, body: { type: 'pass', series: 'BD' } }))
          .status,
      ).toBe(201);
    });
  });

  describe('update and delete {base}/docSeries/{id}', () => {
    it("answers 404 for another company's series id", async () => {
      const foreign = (await t.call('GET', `${base(B)}/docSeries`, { token: adminB })).body[0].id;
      expect(
        (await t.call('POST', `${base(A)}/docSeries/${foreign}/update`, { token: adminA, body: { active: false } }))
          .status,
      ).toBe(404);
      expect((await t.call('POST', `${base(A)}/docSeries/${foreign}/delete`, { token: adminA })).status).toBe(404);
    });

    it('once a number is issued: no renaming, no lowering, no deleting; raising and deactivating still work', async () => {
      const created = await t.call('POST', `${base(A)}/createDocSery`, {
        token: adminA,
        body: { type: 'receipt', series: 'TEST' },
      });
      const id = created.body.id;
      const service = t.app.get(DocSeriesService);
      await t.dataSource.transaction((em) => service.allocateNumber(em, A, 'receipt', id));

      const rename = await t.call('POST', `${base(A)}/docSeries/${id}/update`, {
        token: adminA,
        body: { series: 'ALTA', next_number: 1 },
      });
      expect(rename.status).toBe(422);
      expect(rename.body.errors).toEqual({
        series: ['Seria nu mai poate fi redenumită: au fost emise documente din ea.'],
        next_number: ['Numărul următor nu poate scădea sub 2: au fost emise documente din serie.'],
      });
      const raise = await t.call('POST', `${base(A)}/docSeries/${id}/update`, {
        token: adminA,
        body: { next_number: 50, active: false },
      });
      expect(raise.status).toBe(200);
      expect(raise.body).toMatchObject({ series: 'TEST', next_number: 50, issued_count: 1, active: false });
      const del = await t.call('POST', `${base(A)}/docSeries/${id}/delete`, { token: adminA });
      expect(del.status).toBe(409);
      expect(del.body.message).toMatch(/^Seria TEST nu poate fi ștearsă/);
    });

    if (DB_KIND === 'mariadb') {
      it('keeps a series from which a number is taken while its delete runs (MariaDB, real locks)', async () => {
        const created = await t.call('POST', `${base(A)}/createDocSery`, {
          token: adminA,
          body: { type: 'receipt', series: 'CURSA' },
        });
        const id = created.body.id as number;
        // A sale takes the series' first number, as allocation does (doc-series.service.ts), and
        // holds the row until it commits; the delete asked before and waits for it.
        const res = await raceHeld(t.dataSource, {
          hold: (held) =>
            held.query(
              'UPDATE doc_series SET next_number = next_number + 1, issued_count = issued_count + 1 WHERE id = ?',
              [id],
            ),
          request: () => t.call('POST', `${base(A)}/docSeries/${id}/delete`, { token: adminA }),
        });
        expect(res.status).toBe(409);
        expect(res.body).toEqual({
          message: 'Seria CURSA nu poate fi ștearsă: a fost emis un document din ea. O puteți dezactiva.',
        });
        const kept = await t.call('GET', `${base(A)}/docSeries/${id}`, { token: adminA });
        expect(kept.body).toMatchObject({ series: 'CURSA', issued_count: 1, next_number: 2 });
      });
    }

    it('deletes an unused series', async () => {
      const created = await t.call('POST', `${base(A)}/createDocSery`, {
        token: adminA,
        body: { type: 'pass', series: 'GOL' },
      });
      expect((await t.call('POST', `${base(A)}/docSeries/${created.body.id}/delete`, { token: adminA })).status).toBe(
        200,
      );
      expect((await t.call('GET', `${base(A)}/docSeries/${created.body.id}`, { token: adminA })).status).toBe(404);
    });
  });

  describe('allocateNumber', () => {
    it('gives concurrent transactions distinct, consecutive numbers', async () => {
      const service = t.app.get(DocSeriesService);
      const created = await t.call('POST', `${base(B)}/createDocSery`, {
        token: adminB,
        body: { type: 'pass', series: 'PAR', next_number: 7 },
      });
      const numbers = await Promise.all(
        Array.from({ length: 30 }, () =>
          t.dataSource.transaction(async (em) => (await service.allocateNumber(em, B, 'pass', created.body.id)).number),
        ),
      );
      expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => 7 + i));
      const after = await t.call('GET', `${base(B)}/docSeries/${created.body.id}`, { token: adminB });
      expect(after.body).toMatchObject({ next_number: 37, issued_count: 30 });
    });

    it('takes no number when the surrounding transaction fails', async () => {
      const service = t.app.get(DocSeriesService);
      const before = (await t.call('GET', `${base(B)}/docSeries?type=receipt`, { token: adminB })).body[0];
      await expect(
        t.dataSource.transaction(async (em) => {
          await service.allocateNumber(em, B, 'receipt');
          throw new Error('the document could not be written');
        }),
      ).rejects.toThrow('the document could not be written');
      const after = (await t.call('GET', `${base(B)}/docSeries?type=receipt`, { token: adminB })).body[0];
      expect(after.next_number).toBe(before.next_number);
    });

    it("refuses another company's series and says how to fix a missing default", async () => {
      const service = t.app.get(DocSeriesService);
      const foreign = (await t.call('GET', `${base(A)}/docSeries?type=pass`, { token: adminA })).body[0].id;
      await expect(
        t.dataSource.transaction((em) => service.allocateNumber(em, B, 'pass', foreign)),
      ).rejects.toMatchObject({
        response: { errors: { doc_series_id: ['Seria aleasă nu există sau nu este activă pentru permise.'] } },
      });
    });
  });

  describe('concurrent requests for one series', () => {
    const create = (series: string) =>
      t.call('POST', `${base(A)}/createDocSery`, { token: adminA, body: { type: 'receipt', series } });
    const count = async (series: string) => {
      const rows = await t.dataSource.query<{ n: number }[]>(
        'SELECT COUNT(*) AS n FROM doc_series WHERE company_id = ? AND type = ? AND series = ?',
        [A, 'receipt', series],
      );
      return Number(rows[0].n);
    };

    it('answers one of 60 concurrent creations of one series 201 and the others the sequential 422, never 500', async () => {
      const answers = await Promise.all(Array.from({ length: 60 }, () => create('GRABA')));
      const sequential = await create('GRABA');
      expect(sequential.status).toBe(422);
      expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array<number>(59).fill(422)]);
      for (const a of answers.filter((x) => x.status !== 201)) expect(a.body).toEqual(sequential.body);
      expect(await count('GRABA')).toBe(1);
    }, 60_000);

    it('answers one of 30 concurrent renames of different series to one name 200 and the others the sequential 422, never 500', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 31; i++) ids.push((await create(`REN${i}`)).body.id);
      const rename = (id: number) =>
        t.call('POST', `${base(A)}/docSeries/${id}/update`, { token: adminA, body: { series: 'DORITA' } });
      const answers = await Promise.all(ids.slice(0, 30).map(rename));
      const sequential = await rename(ids[30]);
      expect(sequential.status).toBe(422);
      expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(29).fill(422)]);
      for (const a of answers.filter((x) => x.status !== 200)) expect(a.body).toEqual(sequential.body);
      expect(await count('DORITA')).toBe(1);
    }, 60_000);

    it('makes exactly one of 100 concurrent first series of a type its default, and tells only that one so (both companies at once)', async () => {
      const companies = [
        { id: A, token: adminA },
        { id: B, token: adminB },
      ];
      for (const c of companies) {
        expect((await t.call('GET', `${base(c.id)}/docSeries?type=cash`, { token: c.token })).body).toEqual([]);
      }
      const answers = await Promise.all(
        companies.map((c) =>
          Promise.all(
            Array.from({ length: 100 }, (_, i) =>
              t.call('POST', `${base(c.id)}/createDocSery`, {
                token: c.token,
                body: { type: 'cash', series: `PRIMA${i}` },
              }),
            ),
          ),
        ),
      );
      for (const [n, c] of companies.entries()) {
        expect(answers[n].map((a) => a.status)).toEqual(Array<number>(100).fill(201));
        const list = await t.call('GET', `${base(c.id)}/docSeries?type=cash`, { token: c.token });
        expect(list.body).toHaveLength(100);
        const defaults = (list.body as { id: number; is_default: boolean }[]).filter((s) => s.is_default);
        expect(defaults).toHaveLength(1);
        // As one after the other: the first created is the default, and the others were told they are not.
        expect(answers[n].filter((a) => a.body.is_default).map((a) => a.body.id)).toEqual([defaults[0].id]);
      }
    }, 120_000);
  });

  describe('a type with no active default', () => {
    it('makes the series added its default even with the switch off, so the documents of its type can be issued', async () => {
      const made = async (body: object) =>
        (await t.call('POST', `${base(B)}/createDocSery`, { token: adminB, body: { type: 'cash', ...body } })).body;
      const list = async () =>
        (await t.call('GET', `${base(B)}/docSeries?type=cash`, { token: adminB })).body as {
          id: number;
          is_default: boolean;
        }[];
      // The type's default deactivated: it has no active default any more.
      const current = (await list()).find((s) => s.is_default)!;
      const off = await t.call('POST', `${base(B)}/docSeries/${current.id}/update`, {
        token: adminB,
        body: { active: false },
      });
      expect(off.status).toBe(200);
      // Added inactive: not the default either.
      expect(await made({ series: 'NOUV', is_default: false, active: false })).toMatchObject({ is_default: false });
      expect(await made({ series: 'NOUA', is_default: false })).toMatchObject({ series: 'NOUA', is_default: true });
      // With an active default, a series added with the switch off is not one.
      expect(await made({ series: 'NOUB', is_default: false })).toMatchObject({ series: 'NOUB', is_default: false });
      expect((await list()).filter((s) => s.is_default)).toHaveLength(1);
    });
  });
});
