import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * A domain error whose body is exactly what the client receives (the shapes of docs/errors.md).
 * Services throw these; the global filter writes them out unchanged.
 */
export class AppException extends HttpException {
  constructor(status: HttpStatus, body: Record<string, unknown>) {
    super(body, status);
  }

  static notFound(): AppException {
    return new AppException(HttpStatus.NOT_FOUND, { message: MESSAGES.notFound });
  }

  static forbidden(message: string = MESSAGES.forbidden): AppException {
    return new AppException(HttpStatus.FORBIDDEN, { message });
  }

  static conflict(message: string): AppException {
    return new AppException(HttpStatus.CONFLICT, { message });
  }

  /** A 422 for one or more fields, e.g. `AppException.invalid({ email: ['Există deja un cont cu acest email.'] })`. */
  static invalid(errors: Record<string, string[]>): AppException {
    return new AppException(HttpStatus.UNPROCESSABLE_ENTITY, { message: MESSAGES.invalid, errors });
  }
}

/**
 * Runs checks side by side (as Promise.all) and answers their results. The 422s among them become
 * ONE 422 with every field that is wrong (a field's first message wins, in the order given); any
 * other error is thrown as it is, the first in that order.
 */
export async function allValid<T extends readonly unknown[] | []>(
  checks: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(checks);
  const errors: Record<string, string[]> = {};
  for (const s of settled) {
    if (s.status === 'fulfilled') continue;
    const body = s.reason instanceof AppException ? s.reason.getResponse() : null;
    const fields = (body as { errors?: Record<string, string[]> } | null)?.errors;
    if (!(s.reason instanceof AppException) || s.reason.getStatus() !== 422 || !fields) throw s.reason;
    for (const [field, messages] of Object.entries(fields)) errors[field] ??= messages;
  }
  if (Object.keys(errors).length) throw AppException.invalid(errors);
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof T]: Awaited<T[K]>;
  };
}

export const MESSAGES = {
  invalid: 'Datele trimise nu sunt valide.',
  unauthorized: 'Unauthorized',
  loginFailed: 'Email sau parolă incorectă.',
  forbidden: 'Nu aveți dreptul să efectuați această acțiune.',
  otherCompany: 'Nu aveți acces la datele acestei firme.',
  suspended: 'Contul firmei este suspendat.',
  notFound: 'Resursa nu a fost găsită.',
  tooMany: 'Prea multe încercări. Încercați din nou peste un minut.',
  serverError: 'A apărut o eroare.',
  unavailable: 'Serviciul este temporar indisponibil. Încercați din nou în câteva momente.',
  payloadTooLarge: 'Fișierul sau cererea depășește dimensiunea permisă.',
} as const;
