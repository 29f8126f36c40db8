import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { type EntityManager, IsNull } from 'typeorm';
import { AppException } from '@app/common/app-exception';
import { APP_CONFIG, type AppConfig } from '@app/config/config';
import { PasswordReset } from './entities/password-reset.entity';

/**
 * argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane): much cheaper than argon2's defaults
 * (64 MiB, t=3, p=4) that it replaces (the timings: BENCHMARKS.md, "Measurements behind the code";
 * SECURITY.md, the controls table). Hashes made with other parameters are upgraded at the
 * next successful sign-in.
 */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Unbounded: for seeds and scripts. Requests go through `PasswordHasher`. */
export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, ARGON2_OPTIONS);
}

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

/** True when the stored hash was made with other parameters than ARGON2_OPTIONS. */
export function needsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, ARGON2_OPTIONS);
  } catch {
    return false;
  }
}

/** Verified against when the email is unknown, so a miss costs as much as a wrong password. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-' + Math.random());
  return dummyHash;
}

export const HASH_BUSY = 'Prea multe autentificări în curs. Încercați din nou în câteva secunde.';

/**
 * At most `max` tasks at once; up to `queue` more wait their turn in order; beyond that, a 429.
 * A waiter whose client has gone (`abandoned`) passes its turn on without running its task.
 */
export class Semaphore {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly max: number,
    readonly queue: number,
  ) {}

  async run<T>(task: () => Promise<T>, abandoned?: () => boolean): Promise<T> {
    if (this.running < this.max) {
      this.running++;
    } else {
      if (this.waiting.length >= this.queue) {
        throw new AppException(HttpStatus.TOO_MANY_REQUESTS, { message: HASH_BUSY });
      }
      // The finishing task hands its slot over: `running` stays the same.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      if (abandoned?.()) throw new AppException(HttpStatus.TOO_MANY_REQUESTS, { message: HASH_BUSY });
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/**
 * Hashing and verifying on the request path, under a bound per process (PASSWORD_HASH_CONCURRENCY,
 * default the number of CPUs, with a queue of PASSWORD_HASH_QUEUE): a sign-in storm waits its turn,
 * or is answered 429, instead of taking every core and libuv thread from the other requests.
 */
@Injectable()
export class PasswordHasher {
  private readonly slots: Semaphore;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.slots = new Semaphore(config.passwordHashConcurrency, config.passwordHashQueue);
  }

  hash(plain: string): Promise<string> {
    return this.slots.run(() => hashPassword(plain));
  }

  /** `abandoned`: the client has gone (a storm's timed-out sign-ins then cost no hash). */
  verify(hash: string, plain: string, abandoned?: () => boolean): Promise<boolean> {
    return this.slots.run(() => verifyPassword(hash, plain), abandoned);
  }
}

/** A new password (reset, profile, an administrator) cancels every reset link still outstanding. */
export async function cancelResetLinks(em: EntityManager, userId: number): Promise<void> {
  await em.update(PasswordReset, { user_id: userId, used_at: IsNull() }, { used_at: new Date() });
}
