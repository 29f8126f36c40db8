/**
 * The judge's weigh-ins kept on the phone (localStorage) until the server has them: each entry gets
 * an id made here (`uid`), so sending it again after a lost answer is never a second fish (the API
 * keeps one row per uid). Plain TypeScript over a small storage interface, read in React with
 * useSyncExternalStore (JudgePage.tsx).
 */

/** What the judge typed, as the API takes it (POST {base}/competitions/{id}/createWeighIn). */
export interface WeighInDraft {
  team_id: number;
  round: number;
  fish_id: number;
  weight_kg: string;
  witness: string;
  weighed_at: string;
}

export type EntryState = 'waiting' | 'sent' | 'refused';

export interface QueuedEntry extends WeighInDraft {
  uid: string;
  state: EntryState;
  /** When the judge saved it on the phone (ISO). */
  saved_at: string;
  /** The server's reason, for a refused entry (never sent again by itself). */
  problem?: string;
}

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** How many sent entries the phone keeps on screen (the waiting ones are all kept). */
export const KEPT_SENT = 30;

/** A v4 UUID: crypto.randomUUID where the page is a secure context, else from getRandomValues. */
export function newUid(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const b = new Uint8Array(16);
  c.getRandomValues(b);
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export const queueKey = (companyId: number, competitionId: number) => `balti.weighins.${companyId}.${competitionId}`;

/** The result of sending one entry. */
export type SendResult = { ok: true } | { ok: false; retry: true } | { ok: false; retry: false; problem: string };

function parse(text: string | null): QueuedEntry[] {
  if (!text) return [];
  try {
    const rows = JSON.parse(text) as unknown;
    return Array.isArray(rows) ? (rows as QueuedEntry[]).filter((r) => r && typeof r.uid === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * One competition's entries on this phone. `send` is called for the waiting ones, oldest first,
 * one at a time; the first that cannot reach the server stops the round (the rest wait with it).
 */
export class JudgeQueue {
  private entries: QueuedEntry[];
  private listeners = new Set<() => void>();
  private sending: Promise<void> | null = null;

  constructor(
    private readonly store: KeyValueStore,
    private readonly key: string,
  ) {
    this.entries = parse(store.getItem(key));
  }

  /** Newest first, as the screen lists them. */
  list(): readonly QueuedEntry[] {
    return this.entries;
  }

  waiting(): number {
    return this.entries.filter((e) => e.state === 'waiting').length;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Keeps the entry on the phone (before any sending) and answers it. */
  add(draft: WeighInDraft, uid = newUid(), now = new Date()): QueuedEntry {
    const entry: QueuedEntry = { ...draft, uid, state: 'waiting', saved_at: now.toISOString() };
    this.write([entry, ...this.entries]);
    return entry;
  }

  /** Drops a refused entry (the judge read why and will type it again). */
  remove(uid: string): void {
    this.write(this.entries.filter((e) => e.uid !== uid));
  }

  /** Sends the waiting entries; a call while a round runs joins it. */
  flush(send: (entry: QueuedEntry) => Promise<SendResult>): Promise<void> {
    if (!this.sending) {
      this.sending = this.sendAll(send).finally(() => {
        this.sending = null;
      });
    }
    return this.sending;
  }

  private async sendAll(send: (entry: QueuedEntry) => Promise<SendResult>): Promise<void> {
    // Oldest first: the order the fish were weighed.
    const todo = this.entries.filter((e) => e.state === 'waiting').reverse();
    for (const entry of todo) {
      const result = await send(entry);
      if (!result.ok && result.retry) return;
      this.update(entry.uid, result.ok ? { state: 'sent' } : { state: 'refused', problem: result.problem });
    }
  }

  private update(uid: string, patch: Partial<QueuedEntry>): void {
    this.write(this.entries.map((e) => (e.uid === uid ? { ...e, ...patch } : e)));
  }

  private write(entries: QueuedEntry[]): void {
    let sent = 0;
    // Every waiting or refused entry stays; of the sent ones, the newest KEPT_SENT.
    this.entries = entries.filter((e) => e.state !== 'sent' || ++sent <= KEPT_SENT);
    try {
      this.store.setItem(this.key, JSON.stringify(this.entries));
    } catch {
      // A full storage: the entries stay in memory, on screen, and are still sent.
    }
    for (const listener of this.listeners) listener();
  }
}

const queues = new Map<string, JudgeQueue>();

/** The page's queue for a competition (one per tab, over localStorage). */
export function judgeQueue(companyId: number, competitionId: number): JudgeQueue {
  const key = queueKey(companyId, competitionId);
  let queue = queues.get(key);
  if (!queue) {
    queue = new JudgeQueue(window.localStorage, key);
    queues.set(key, queue);
  }
  return queue;
}
