import { AppException } from '@app/common/app-exception';
import { unlessDuplicate } from '@app/common/constraint-errors';

/** The 422 for an email another account (a deleted one too) already has. */
export function emailTaken(): AppException {
  return AppException.invalid({ email: ['Există deja un cont cu acest email.'] });
}

/**
 * A write of a user's row, its unique violation answered with emailTaken(): another request took
 * the email since the caller checked it (UQ_users_email, the users table's only unique index).
 */
export function unlessEmailTaken<T>(write: () => Promise<T>): Promise<T> {
  return unlessDuplicate(write, emailTaken);
}
