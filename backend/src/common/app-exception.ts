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
