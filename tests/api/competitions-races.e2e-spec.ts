import { randomUUID } from 'node:crypto';
import { Competition } from '@app/competitions/entities/competition.entity';
import { DB_KIND, demoWorld, TestApp } from './support/app';
import { oneDayCompetition } from './support/competitions';
import { raceHeld } from './support/locks';

/**
 * Competitions under load and at their edges: requests sent at once (registrations, draws, the
 * judges' weigh-ins against the finish) and the states a competition refuses an action in. Real
 * app, real database; the real-lock races on MariaDB.
 */

const CONCURRENT = 120;

describe(`competitions: races and states (${DB_KIND})`, () => {
  let t: TestApp;
  let A: number;
  let admin: string;
  let staff: string;
  let base: string;
  let lake: number;
  let carp: number;
  const stands: number[] = [];
  const clients: number[] = [];
  /** Each competition on a day of its own: their stands never clash. */
  let dayNo = 0;

  const call = (method: string, path: string, body?: unknown, token = staff) =>
    t.call(method, `${base}${path}`, { token, body });

  beforeAll(async () => {
    ({ t, A, adminA: admin, staffA: staff } = await demoWorld());
    base = `/api/company/${A}`;
    lake = (await call('POST', '/createWater', { name: 'Lacul concursurilor' }, admin)).body.id;
    for (let n = 1; n <= 12; n++)
      stands.push((await call('POST', '/createStand', { water_id: lake, number: String(n) }, admin)).body.id);
    for (const [first, last] of [
      ['Ion', 'Crap'],
      ['Vasile', 'Somn'],
      ['Maria', 'Știucă'],
    ])
      clients.push((await call('POST', '/createClient', { first_name: first, last_name: last })).body.id);
    const fishes: { id: number; name: string }[] = await t.dataSource.query('SELECT id, name FROM fishes ORDER BY id');
    carp = fishes.find((f) => f.name.toLowerCase().startsWith('crap'))!.id;
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  /** A competition open for registration on a day of its own, its one sector on `standCount` stands. */
  async function openCompetition(name: string, standCount: number): Promise<number> {
    dayNo++;
    const day = `2033-03-${String(dayNo).padStart(2, '0')}`;
    const created = await call(
      'POST',
      '/createCompetition',
      oneDayCompetition({ name, water_id: lake, stand_ids: stands.slice(0, standCount), day }),
      admin,
    );
    expect(created.status).toBe(201);
    expect((await call('POST', `/competitions/${created.body.id}/openRegistration`, {}, admin)).status).toBe(200);
    return created.body.id as number;
  }

  const team = (id: number, name: string, over: Record<string, unknown> = {}) =>
    call('POST', `/competitions/${id}/createTeam`, {
      name,
      phone: '0722 000 111',
      member_ids: [],
      guests: [{ name: 'Ion Pescarul' }],
      ...over,
    });

  describe('registrations', () => {
    it('never confirms more teams than the sectors have stands when many are registered at once', async () => {
      const id = await openCompetition('Cupa standurilor', 5);
      const answers = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => team(id, `Echipa ${i}`)));
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(5);
      expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
      const [row] = await t.dataSource.query<{ n: number | string }[]>(
        "SELECT COUNT(*) AS n FROM competition_teams WHERE competition_id = ? AND status = 'confirmed'",
        [id],
      );
      expect(Number(row.n)).toBe(5);
    }, 120_000);

    it('refuses an angler already in another team of the same competition (422), not one whose team withdrew', async () => {
      const id = await openCompetition('Cupa unui singur pescar', 6);
      const first = await team(id, 'Crapii', { member_ids: [clients[0]], guests: [] });
      expect(first.status).toBe(201);
      const again = await team(id, 'Somnii', { member_ids: [clients[1], clients[0]], guests: [] });
      expect(again.status).toBe(422);
      expect(again.body.errors).toEqual({ member_ids: ['Crap Ion este deja în echipa „Crapii” a acestui concurs.'] });
      // Once the first team withdraws, the angler may join another.
      expect((await call('POST', `/competitions/${id}/teams/${first.body.id}/cancel`, {})).status).toBe(200);
      expect((await team(id, 'Somnii', { member_ids: [clients[1], clients[0]], guests: [] })).status).toBe(201);
      // Another competition is another matter.
      const other = await openCompetition('Alt concurs', 2);
      expect((await team(other, 'Crapii', { member_ids: [clients[0]], guests: [] })).status).toBe(201);
    });

    it('puts an angler in one team of a competition when teams naming them are registered at once', async () => {
      const id = await openCompetition('Cupa înscrierilor dublate', 12);
      const answers = await Promise.all(
        Array.from({ length: CONCURRENT }, (_, i) => team(id, `Echipa ${i}`, { member_ids: [clients[2]], guests: [] })),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      expect(answers.filter((a) => a.status !== 201 && a.status !== 422)).toEqual([]);
      const [row] = await t.dataSource.query<{ n: number | string }[]>(
        'SELECT COUNT(*) AS n FROM competition_members WHERE competition_id = ? AND client_id = ?',
        [id, clients[2]],
      );
      expect(Number(row.n)).toBe(1);
    }, 60_000);
  });

  describe('the draw', () => {
    it(`gives every confirmed team one stand and every stand one team when ${CONCURRENT} draws run at once`, async () => {
      const id = await openCompetition('Cupa tragerilor', 10);
      for (let i = 0; i < 8; i++) expect((await team(id, `Echipa ${i}`)).status).toBe(201);
      const answers = await Promise.all(
        Array.from({ length: CONCURRENT }, (_, i) =>
          call('POST', `/competitions/${id}/draw`, { seed: `s${i}` }, admin),
        ),
      );
      expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
      const rows = await t.dataSource.query<{ stand_id: number | null }[]>(
        "SELECT stand_id FROM competition_teams WHERE competition_id = ? AND status = 'confirmed'",
        [id],
      );
      expect(rows).toHaveLength(8);
      expect(rows.every((r) => r.stand_id !== null)).toBe(true);
      expect(new Set(rows.map((r) => Number(r.stand_id))).size).toBe(8);
    }, 120_000);

    it('does not start while a confirmed team has no stand (registered after the draw): 409 naming it', async () => {
      const id = await openCompetition('Cupa întârziaților', 4);
      expect((await team(id, 'Primii')).status).toBe(201);
      expect((await call('POST', `/competitions/${id}/draw`, { seed: 'a' }, admin)).status).toBe(200);
      const late = await team(id, 'Întârziații');
      expect(late.status).toBe(201);
      const start = await call('POST', `/competitions/${id}/start`, {}, admin);
      expect(start.status).toBe(409);
      expect(start.body.message).toBe(
        'Echipa „Întârziații” nu are stand: refaceți tragerea la sorți înainte de start.',
      );
      // A new draw gives it one; then the competition starts and its weigh-ins count.
      expect((await call('POST', `/competitions/${id}/draw`, { seed: 'b' }, admin)).status).toBe(200);
      expect((await call('POST', `/competitions/${id}/start`, {}, admin)).status).toBe(200);
      const weighed = await call('POST', `/competitions/${id}/createWeighIn`, {
        uid: randomUUID(),
        team_id: late.body.id,
        round: 1,
        fish_id: carp,
        weight_kg: '3.200',
        witness: 'Vecinul',
      });
      expect(weighed.status).toBe(201);
    });

    if (DB_KIND === 'mariadb') {
      it('does not start on a registration written while the start waited for it (MariaDB, real locks)', async () => {
        const id = await openCompetition('Cupa ultimei înscrieri', 4);
        expect((await team(id, 'Primii')).status).toBe(201);
        expect((await call('POST', `/competitions/${id}/draw`, { seed: 'a' }, admin)).status).toBe(200);
        // A registration is being written: it holds the competition's row, as createTeam does.
        const answer = await raceHeld(t.dataSource, {
          hold: async (held) => {
            await held.query('SELECT id FROM competitions WHERE id = ? FOR UPDATE', [id]);
            await held.query(
              'INSERT INTO competition_teams (company_id, competition_id, name, phone, status, source, fee) VALUES (?, ?, ?, ?, ?, ?, ?)',
              [A, id, 'Ultimii', '0722600600', 'confirmed', 'staff', '0.00'],
            );
          },
          request: () => call('POST', `/competitions/${id}/start`, {}, admin),
        });
        expect(answer.status).toBe(409);
        expect(answer.body.message).toBe('Echipa „Ultimii” nu are stand: refaceți tragerea la sorți înainte de start.');
        const [row] = await t.dataSource.query<{ status: string }[]>('SELECT status FROM competitions WHERE id = ?', [
          id,
        ]);
        expect(row.status).toBe('drawn');
      });
    }

    it('refuses sectors with fewer stands than the teams already confirmed (422)', async () => {
      const id = await openCompetition('Cupa sectoarelor mici', 4);
      for (let i = 0; i < 3; i++) expect((await team(id, `Echipa ${i}`)).status).toBe(201);
      const shrunk = await call(
        'POST',
        `/competitions/${id}/update`,
        { sectors: [{ name: 'A', stand_ids: stands.slice(0, 2) }] },
        admin,
      );
      expect(shrunk.status).toBe(422);
      expect(shrunk.body.errors).toEqual({
        sectors: ['Sunt 3 echipe confirmate: sectoarele au nevoie de cel puțin 3 standuri.'],
      });
    });
  });

  describe('the ranking', () => {
    it('names as the biggest fish, of two of the same weight, the one weighed first, also when it was sent later', async () => {
      const id = await openCompetition('Cupa peștelui mare', 2);
      const early = await team(id, 'Fără semnal');
      const quick = await team(id, 'Cu semnal');
      expect((await call('POST', `/competitions/${id}/draw`, {}, admin)).status).toBe(200);
      expect((await call('POST', `/competitions/${id}/start`, {}, admin)).status).toBe(200);
      // It started an hour ago: what the phones weighed 10 and 30 minutes ago lies within it.
      await t.dataSource.getRepository(Competition).update({ id }, { started_at: new Date(Date.now() - 3_600_000) });
      const weigh = (teamId: number, minutesAgo: number) =>
        call('POST', `/competitions/${id}/createWeighIn`, {
          uid: randomUUID(),
          team_id: teamId,
          round: 1,
          fish_id: carp,
          weight_kg: '8.250',
          witness: 'Martor',
          weighed_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
        });
      // The judge at the bank with signal sends at once what they weighed 10 minutes ago; the one
      // with no signal sends, when it returns, a fish of the same weight weighed 30 minutes ago.
      expect((await weigh(quick.body.id, 10)).status).toBe(201);
      const first = await weigh(early.body.id, 30);
      expect(first.status).toBe(201);
      const ranking = await call('POST', `/competitions/${id}/ranking`);
      expect(ranking.body.biggest_fish).toMatchObject({ team_id: early.body.id, weight_kg: '8.250' });
      // A correction is a new row (a later id) with the time the fish was weighed: still the first.
      const corrected = await call('POST', `/competitions/${id}/weighIns/${first.body.id}/correct`, {
        reason: 'Specia scrisă greșit',
        fish_id: carp,
      });
      expect(corrected.status).toBe(201);
      const again = await call('POST', `/competitions/${id}/ranking`);
      expect(again.body.biggest_fish).toMatchObject({ team_id: early.body.id, weight_kg: '8.250' });
    });
  });

  describe('corrections', () => {
    it(`corrects a weigh-in once when ${CONCURRENT} corrections of it are sent at once: one new row counts`, async () => {
      const id = await openCompetition('Cupa corecturilor', 2);
      const weighed = await team(id, 'Corectații');
      expect((await call('POST', `/competitions/${id}/draw`, {}, admin)).status).toBe(200);
      expect((await call('POST', `/competitions/${id}/start`, {}, admin)).status).toBe(200);
      const original = await call('POST', `/competitions/${id}/createWeighIn`, {
        uid: randomUUID(),
        team_id: weighed.body.id,
        round: 1,
        fish_id: carp,
        weight_kg: '5.000',
        witness: 'Martor',
      });
      expect(original.status).toBe(201);
      const answers = await Promise.all(
        Array.from({ length: CONCURRENT }, (_, i) =>
          call('POST', `/competitions/${id}/weighIns/${original.body.id}/correct`, {
            reason: `Cântar recalibrat ${i}`,
            weight_kg: (5 + (i + 1) / 1000).toFixed(3),
          }),
        ),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      expect(answers.filter((a) => a.status !== 201 && a.status !== 409)).toEqual([]);
      const rows = await t.dataSource.query<{ weight_kg: string }[]>(
        'SELECT weight_kg FROM competition_weigh_ins WHERE competition_id = ? AND replaced_by IS NULL AND voided = ?',
        [id, false],
      );
      expect(rows.map((r) => Number(r.weight_kg).toFixed(3))).toEqual([
        answers.find((a) => a.status === 201)!.body.weight_kg,
      ]);
      const [all] = await t.dataSource.query<{ n: number | string }[]>(
        'SELECT COUNT(*) AS n FROM competition_weigh_ins WHERE competition_id = ?',
        [id],
      );
      expect(Number(all.n)).toBe(2);
    }, 120_000);
  });

  describe('weigh-ins against the finish', () => {
    async function running(name: string): Promise<{ id: number; teamId: number }> {
      const id = await openCompetition(name, 2);
      const created = await team(id, 'Cântăriții');
      expect((await call('POST', `/competitions/${id}/draw`, {}, admin)).status).toBe(200);
      expect((await call('POST', `/competitions/${id}/start`, {}, admin)).status).toBe(200);
      return { id, teamId: created.body.id as number };
    }

    if (DB_KIND === 'mariadb') {
      it('records no weigh-in made after the finish that was being written while it arrived (MariaDB, real locks)', async () => {
        const { id, teamId } = await running('Cupa finalului');
        const answer = await raceHeld(t.dataSource, {
          // The finish is being written: the competition's row is held, changed to finished.
          hold: (held) => held.query("UPDATE competitions SET status = 'finished' WHERE id = ?", [id]),
          request: () =>
            call('POST', `/competitions/${id}/createWeighIn`, {
              uid: randomUUID(),
              team_id: teamId,
              round: 1,
              fish_id: carp,
              weight_kg: '4.000',
              witness: 'Martor',
            }),
          orAnswered: true,
        });
        expect(answer.status).toBe(409);
        const [row] = await t.dataSource.query<{ n: number | string }[]>(
          'SELECT COUNT(*) AS n FROM competition_weigh_ins WHERE competition_id = ?',
          [id],
        );
        expect(Number(row.n)).toBe(0);
      });
    }
  });
});
