import { AsyncLocalStorage } from 'node:async_hooks';

/** Who is acting, for the audit rows written while a request (or a job) runs. */
export interface AuditActor {
  actor_id: number | null;
  actor_role: number | null;
  ip: string | null;
  request_id: string | null;
}

const storage = new AsyncLocalStorage<AuditActor>();

/** The actor of the current request or job; the system when nothing set one (seeds, migrations). */
export function currentActor(): AuditActor {
  return storage.getStore() ?? { actor_id: null, actor_role: null, ip: null, request_id: null };
}

/** Runs `work` with `actor` as the author of every audit row it causes. */
export function runAs<T>(actor: AuditActor, work: () => T): T {
  return storage.run(actor, work);
}

/**
 * The actor of an HTTP request (bootstrap.ts runs each route's handler inside it): its address and
 * id, and the signed-in user JwtAuthGuard puts on `request.user`, read when an audit row is
 * written, that is after the guards. Set in a Fastify hook rather than a Nest interceptor: a
 * global interceptor made Nest wrap every handler in RxJS observables and async resources, about
 * 5 % of the API's CPU on a small read (BENCHMARKS.md, "Small reads against the bare server,
 * session 13").
 */
export function requestActor(request: ActingRequest): AuditActor {
  return new RequestActor(request);
}

type ActingRequest = { user?: { id: number; role: number }; ip?: string; id: unknown };

/**
 * requestActor()'s answer: the user read through getters on the prototype. An object literal with
 * getters of its own makes two closures and a slow-mode object per request (some 2 % of the API's
 * CPU on public verification).
 */
class RequestActor implements AuditActor {
  readonly ip: string | null;
  readonly request_id: string | null;

  constructor(private readonly request: ActingRequest) {
    this.ip = request.ip ?? null;
    this.request_id = String(request.id);
  }

  get actor_id(): number | null {
    return this.request.user?.id ?? null;
  }

  get actor_role(): number | null {
    return this.request.user?.role ?? null;
  }
}

export const SYSTEM_ACTOR: AuditActor = { actor_id: null, actor_role: null, ip: null, request_id: null };
