import { JudgeQueue, KEPT_SENT, newUid, type KeyValueStore, type SendResult, type WeighInDraft } from './judgeQueue';

class MemoryStore implements KeyValueStore {
  data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

const draft = (weight: string): WeighInDraft => ({
  team_id: 1,
  round: 1,
  fish_id: 2,
  weight_kg: weight,
  witness: 'Ion Vecinu',
  weighed_at: '2026-05-01T08:00:00.000Z',
});

describe('JudgeQueue', () => {
  it('keeps entries on the phone before sending and reads them back after a reload', () => {
    const store = new MemoryStore();
    const q = new JudgeQueue(store, 'k');
    q.add(draft('5.1'), 'a');
    q.add(draft('6.2'), 'b');
    expect(q.waiting()).toBe(2);
    const again = new JudgeQueue(store, 'k');
    expect(again.list().map((e) => e.uid)).toEqual(['b', 'a']);
    expect(again.waiting()).toBe(2);
  });

  it('sends the oldest first and stops at the first entry the server cannot be reached for', async () => {
    const q = new JudgeQueue(new MemoryStore(), 'k');
    q.add(draft('1'), 'a');
    q.add(draft('2'), 'b');
    q.add(draft('3'), 'c');
    const seen: string[] = [];
    await q.flush(async (e) => {
      seen.push(e.uid);
      return e.uid === 'b' ? { ok: false, retry: true } : { ok: true };
    });
    expect(seen).toEqual(['a', 'b']);
    expect(q.waiting()).toBe(2);
    expect(q.list().find((e) => e.uid === 'a')?.state).toBe('sent');
  });

  it('sends the same uid again after a lost answer, and marks it sent once the server answers', async () => {
    const q = new JudgeQueue(new MemoryStore(), 'k');
    q.add(draft('4.25'), 'same');
    const sentUids: string[] = [];
    const answers: SendResult[] = [{ ok: false, retry: true }, { ok: true }];
    for (let i = 0; i < 2; i += 1) {
      await q.flush(async (e) => {
        sentUids.push(e.uid);
        return answers[i];
      });
    }
    expect(sentUids).toEqual(['same', 'same']);
    expect(q.waiting()).toBe(0);
    // Nothing left to send: a third round sends nothing.
    await q.flush(async (e) => {
      sentUids.push(e.uid);
      return { ok: true };
    });
    expect(sentUids).toHaveLength(2);
  });

  it('keeps a refused entry with its reason, never sends it again, and lets the judge drop it', async () => {
    const q = new JudgeQueue(new MemoryStore(), 'k');
    q.add(draft('0.1'), 'x');
    let calls = 0;
    const send = async (): Promise<SendResult> => {
      calls += 1;
      return { ok: false, retry: false, problem: 'Greutatea este sub minim.' };
    };
    await q.flush(send);
    await q.flush(send);
    expect(calls).toBe(1);
    expect(q.list()[0]).toMatchObject({ state: 'refused', problem: 'Greutatea este sub minim.' });
    expect(q.waiting()).toBe(0);
    q.remove('x');
    expect(q.list()).toHaveLength(0);
  });

  it('joins a flush already running instead of sending twice', async () => {
    const q = new JudgeQueue(new MemoryStore(), 'k');
    q.add(draft('1'), 'a');
    let calls = 0;
    const send = async (): Promise<SendResult> => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 5));
      return { ok: true };
    };
    await Promise.all([q.flush(send), q.flush(send)]);
    expect(calls).toBe(1);
  });

  it('keeps every waiting entry but only the newest sent ones', async () => {
    const q = new JudgeQueue(new MemoryStore(), 'k');
    for (let i = 0; i < KEPT_SENT + 5; i += 1) q.add(draft(String(i + 1)), `s${i}`);
    await q.flush(async () => ({ ok: true }));
    q.add(draft('9'), 'w');
    expect(q.list()).toHaveLength(KEPT_SENT + 1);
    expect(q.waiting()).toBe(1);
  });

  it('tells subscribers of each change', () => {
    const q = new JudgeQueue(new MemoryStore(), 'k');
    let told = 0;
    const stop = q.subscribe(() => (told += 1));
    q.add(draft('1'), 'a');
    stop();
    q.add(draft('2'), 'b');
    expect(told).toBe(1);
  });

  it('reads a damaged storage as empty', () => {
    const store = new MemoryStore();
    store.setItem('k', '{not json');
    expect(new JudgeQueue(store, 'k').list()).toEqual([]);
  });
});

describe('newUid', () => {
  it('makes distinct v4 UUIDs', () => {
    const a = newUid();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newUid()).not.toBe(a);
  });
});
