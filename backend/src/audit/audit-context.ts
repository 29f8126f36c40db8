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

export const SYSTEM_ACTOR: AuditActor = { actor_id: null, actor_role: null, ip: null, request_id: null };
