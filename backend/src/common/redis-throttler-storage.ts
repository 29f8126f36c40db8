import { HttpStatus, Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import type Redis from 'ioredis';
import { AppException, MESSAGES } from './app-exception';

/**
 * One step of a rate limit, atomic in Redis, so every API process counts against the same total:
 * a blocked key answers blocked until its block expires; otherwise the hit is counted in a window
 * of `ttl` ms that starts with the first hit, and the hit past `limit` blocks the key for
 * `blockDuration` ms (the window's remainder when that is 0, as the in-process storage does).
 * Answers [hits, ms left in the window, blocked 0/1, ms left of the block].
 */
const INCREMENT = `
local hits_key, block_key = KEYS[1], KEYS[2]
local ttl, limit, block = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local blocked_for = redis.call('PTTL', block_key)
if blocked_for > 0 then
  local hits = tonumber(redis.call('GET', hits_key) or limit + 1)
  return { hits, math.max(redis.call('PTTL', hits_key), 0), 1, blocked_for }
end
local hits = redis.call('INCR', hits_key)
if hits == 1 then redis.call('PEXPIRE', hits_key, ttl) end
local window = redis.call('PTTL', hits_key)
if window < 0 then
  redis.call('PEXPIRE', hits_key, ttl)
  window = ttl
end
if hits > limit then
  if block > 0 then
    redis.call('SET', block_key, 1, 'PX', block)
    return { hits, window, 1, block }
  end
  return { hits, window, 1, window }
end
return { hits, window, 0, 0 }
`;

/**
 * The same with exponential backoff (the `backoff` throttlers: sign-in per account and address).
 * Up to `limit` hits pass in a window of `ttl` ms; the next one is refused and blocks the key for
 * `blockDuration` ms; once a block is over one more hit passes, and the hit after it blocks for twice
 * the last block, up to `cap` ms. The count is kept until `ttl` ms after the last block ends.
 * Answers as INCREMENT does.
 */
const BACKOFF = `
local state_key, block_key = KEYS[1], KEYS[2]
local ttl, limit, block, cap = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local blocked_for = redis.call('PTTL', block_key)
if blocked_for > 0 then
  return { limit + 1, math.max(redis.call('PTTL', state_key), 0), 1, blocked_for }
end
local hits = redis.call('HINCRBY', state_key, 'hits', 1)
local window = redis.call('PTTL', state_key)
if window < 0 then
  redis.call('PEXPIRE', state_key, ttl)
  window = ttl
end
if hits <= limit then return { hits, window, 0, 0 } end
local level = redis.call('HINCRBY', state_key, 'level', 1)
local wait = math.floor(math.min(block * 2 ^ (level - 1), cap))
redis.call('HSET', state_key, 'hits', limit - 1)
redis.call('SET', block_key, 1, 'PX', wait)
if window < wait + ttl then
  window = wait + ttl
  redis.call('PEXPIRE', state_key, window)
end
return { hits, window, 1, wait }
`;

/** The longest wait of a backoff throttler. */
export const BACKOFF_CAP_MS = 60 * 60 * 1000;

type IncrementResult = [number, number, number, number];

/** @nestjs/throttler storage kept in Redis (REDIS_URL): the limits hold across replicas. */
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger('Redis');

  constructor(
    private readonly redis: Redis,
    /** Throttlers whose blocks double (BACKOFF above). */
    private readonly backoff: readonly string[] = [],
    private readonly prefix = 'balti:throttle:',
  ) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const base = `${this.prefix}${throttlerName}:${key}`;
    let result: IncrementResult;
    try {
      result = (
        this.backoff.includes(throttlerName)
          ? await this.redis.eval(
              BACKOFF,
              2,
              `${base}:backoff`,
              `${base}:block`,
              String(ttl),
              String(limit),
              String(blockDuration),
              String(BACKOFF_CAP_MS),
            )
          : await this.redis.eval(
              INCREMENT,
              2,
              `${base}:hits`,
              `${base}:block`,
              String(ttl),
              String(limit),
              String(blockDuration),
            )
      ) as IncrementResult;
    } catch (err) {
      // Without the shared count the limit cannot be enforced: refuse, as when the database is down.
      this.logger.error({ err }, 'rate limit not counted: Redis unreachable');
      throw new AppException(HttpStatus.SERVICE_UNAVAILABLE, { message: MESSAGES.unavailable });
    }
    const [hits, window, blocked, blockLeft] = result;
    return {
      totalHits: hits,
      timeToExpire: Math.ceil(window / 1000),
      isBlocked: blocked === 1,
      timeToBlockExpire: blocked === 1 ? Math.ceil(blockLeft / 1000) : 0,
    };
  }
}
