import { ThrottlerStorageService } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import { BACKOFF_CAP_MS } from './redis-throttler-storage';

interface BackoffState {
  hits: number;
  level: number;
  expiresAt: number;
  blockedUntil: number;
}

/**
 * The in-process storage (no REDIS_URL): @nestjs/throttler's own, except for the `backoff`
 * throttlers, counted here exactly as RedisThrottlerStorage's BACKOFF script does.
 */
export class MemoryThrottlerStorage extends ThrottlerStorageService {
  private readonly states = new Map<string, BackoffState>();

  constructor(private readonly backoff: readonly string[] = []) {
    super();
  }

  override async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    if (!this.backoff.includes(throttlerName)) return super.increment(key, ttl, limit, blockDuration, throttlerName);
    const now = Date.now();
    if (this.states.size > 10_000) this.evictExpired(now);
    const id = `${throttlerName}:${key}`;
    let state = this.states.get(id);
    if (!state || (state.expiresAt <= now && state.blockedUntil <= now)) {
      state = { hits: 0, level: 0, expiresAt: now + ttl, blockedUntil: 0 };
      this.states.set(id, state);
    }
    const seconds = (ms: number) => Math.ceil(Math.max(ms, 0) / 1000);
    if (state.blockedUntil > now) {
      return {
        totalHits: limit + 1,
        timeToExpire: seconds(state.expiresAt - now),
        isBlocked: true,
        timeToBlockExpire: seconds(state.blockedUntil - now),
      };
    }
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
  }

  private evictExpired(now: number): void {
    for (const [id, state] of this.states) {
      if (state.expiresAt <= now && state.blockedUntil <= now) this.states.delete(id);
    }
  }
}
