import { QueryFailedError } from 'typeorm';

/** The driver's code and message of a failed statement ('' when the error is not one). */
function driverError(err: unknown): { code: string; message: string } {
  if (!(err instanceof QueryFailedError)) return { code: '', message: '' };
  const { code = '', message = '' } = (err.driverError as { code?: string; message?: string } | undefined) ?? {};
  return { code, message };
}

/**
 * A unique index or primary key refused the row, on either database: two requests raced for the
 * same number, name or key, and the loser answers its own 409 or 422. SQLite names the constraint
 * in its code, or, when a trigger's statement hit it, only in its message.
 */
export function isDuplicate(err: unknown): boolean {
  const { code, message } = driverError(err);
  return (
    code === 'ER_DUP_ENTRY' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    (code.startsWith('SQLITE_CONSTRAINT') && message.includes('UNIQUE constraint failed'))
  );
}

/**
 * A foreign key refused a delete: a row still references the deleted one (a pass its plan, a
 * booking its stand), on either database. SQLite says SQLITE_CONSTRAINT_TRIGGER, with the same
 * message, when the delete also cascades (a client's search terms, client_search_keys).
 */
export function isReferenced(err: unknown): boolean {
  const { code, message } = driverError(err);
  return (
    code === 'ER_ROW_IS_REFERENCED_2' ||
    code === 'ER_ROW_IS_REFERENCED' ||
    code === 'SQLITE_CONSTRAINT_FOREIGNKEY' ||
    (code.startsWith('SQLITE_CONSTRAINT') && message.includes('FOREIGN KEY constraint failed'))
  );
}

/**
 * A write whose unique violation is answered with `refusal()`: the 422 or 409 the caller's own
 * check gives a sequential duplicate, for a request that raced another for the same value (both
 * passed the check; the unique index let one write). Any other error passes through.
 */
export async function unlessDuplicate<T>(write: () => Promise<T>, refusal: () => Error): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isDuplicate(err)) throw refusal();
    throw err;
  }
}
