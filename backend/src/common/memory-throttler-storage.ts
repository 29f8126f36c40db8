import type { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import { BACKOFF_CAP_MS } from './redis-throttler-storage';

interface WindowState {
  hits: number;
  /** Backoff throttlers: how many blocks so far (each twice the last). */
  level: number;
  expiresAt: number;
  blockedUntil: number;
}

/** Every so often the windows and blocks that are over are dropped (a timer that keeps no process alive). */
const SWEEP_MS = 60_000;

const seconds = (ms: number) => Math.ceil(Math.max(ms, 0) / 1000);

/**
 * The in-process storage (no REDIS_URL): each throttler counted exactly as RedisThrottlerStorage's
 * scripts count it, INCREMENT (a window of `ttl` from its first hit, the hit past `limit` blocking
 * for `blockDuration`) or, for the `backoff` throttlers, BACKOFF. One map entry per key, where
 * @nestjs/throttler's own storage kept a list of every hit's expiry per key, filtered on each hit.
 * The keys are the guard's, which name the throttler (app.module.ts).
 */
export class MemoryThrottlerStorage implements ThrottlerStorage {
  private readonly states = new Map<string, WindowState>();
  private sweeper: NodeJS.Timeout | undefined;

  constructor(private readonly backoff: readonly string[] = []) {}

  increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const now = Date.now();
    if (!this.sweeper) {
      this.sweeper = setInterval(() => this.evictExpired(Date.now()), SWEEP_MS);
      this.sweeper.unref();
    }
    let state = this.states.get(key);
    if (!state) this.states.set(key, (state = { hits: 0, level: 0, expiresAt: 0, blockedUntil: 0 }));
    return Promise.resolve(
      this.backoff.includes(throttlerName)
        ? backoffStep(state, now, ttl, limit, blockDuration)
        : windowStep(state, now, ttl, limit, blockDuration),
    );
  }

  private evictExpired(now: number): void {
    for (const [key, state] of this.states) {
      if (state.expiresAt <= now && state.blockedUntil <= now) this.states.delete(key);
    }
  }
}

/** The answer for a key still blocked, as both of RedisThrottlerStorage's scripts give it. */
function blocked(state: WindowState, now: number, totalHits: number): ThrottlerStorageRecord {
  return {
    totalHits,
    timeToExpire: seconds(state.expiresAt - now),
    isBlocked: true,
    timeToBlockExpire: seconds(state.blockedUntil - now),
  };
}

/** One hit of a key on its state: the answer, the state moved on. */
type Step = (state: WindowState, now: number, ttl: number, limit: number, blockMs: number) => ThrottlerStorageRecord;

/** RedisThrottlerStorage's INCREMENT. */
const windowStep: Step = (state, now, ttl, limit, blockDuration) => {
  if (state.blockedUntil > now) return blocked(state, now, state.expiresAt > now ? state.hits : limit + 1);
  if (state.expiresAt <= now) {
    state.hits = 0;
    state.expiresAt = now + ttl;
  }
  state.hits++;
  const window = state.expiresAt - now;
  if (state.hits <= limit) {
    return { totalHits: state.hits, timeToExpire: seconds(window), isBlocked: false, timeToBlockExpire: 0 };
  }
  if (blockDuration > 0) state.blockedUntil = now + blockDuration;
  return {
    totalHits: state.hits,
    timeToExpire: seconds(window),
    isBlocked: true,
    timeToBlockExpire: seconds(blockDuration > 0 ? blockDuration : window),
  };
};

/** RedisThrottlerStorage's BACKOFF. */
const backoffStep: Step = (state, now, ttl, limit, blockDuration) => {
  if (state.expiresAt <= now && state.blockedUntil <= now) {
    state.hits = 0;
    state.level = 0;
    state.expiresAt = now + ttl;
    state.blockedUntil = 0;
  }
  if (state.blockedUntil > now) return blocked(state, now, limit + 1);
  state.hits++;
  if (state.hits <= limit) {
    return {
      totalHits: state.hits,
      timeToExpire: seconds(state.expiresAt - now),
      isBlocked: false,
      timeToBlockExpire: 0,
    };
  }
  const hits = state.hits;
  state.level++;
  const wait = Math.floor(Math.min(blockDuration * 2 ** (state.level - 1), BACKOFF_CAP_MS));
  state.hits = limit - 1;
  state.blockedUntil = now + wait;
  state.expiresAt = Math.max(state.expiresAt, now + wait + ttl);
  return {
    totalHits: hits,
    timeToExpire: seconds(state.expiresAt - now),
    isBlocked: true,
    timeToBlockExpire: seconds(wait),
  };
};
