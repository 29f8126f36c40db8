import { Logger, ServiceUnavailableException, type ArgumentsHost } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { AllExceptionsFilter } from './http-exception.filter';

const unavailable = { message: 'Serviciul este temporar indisponibil. Încercați din nou în câteva momente.' };
const failure = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('AllExceptionsFilter.describe()', () => {
  const filter = new AllExceptionsFilter();

  it('answers 503 when the database cannot be reached: refused, reset, or its name not resolving (a stopped container)', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'PROTOCOL_CONNECTION_LOST'])
      expect([code, filter.describe(failure(code, `getaddrinfo ${code} db`))]).toEqual([
        code,
        { status: 503, body: unavailable },
      ]);
  });

  it('answers 500, without the error, for anything else', () => {
    expect(filter.describe(new Error('boom'))).toEqual({ status: 500, body: { message: 'A apărut o eroare.' } });
    expect(filter.describe(failure('ER_NO_SUCH_TABLE')).status).toBe(500);
  });

  it("keeps SQLite's busy database inside a statement a 500 (a bug to see), not a 503", () => {
    const busy = new QueryFailedError('SELECT 1', [], failure('SQLITE_BUSY'));
    expect(filter.describe(busy).status).toBe(500);
  });
});

describe('AllExceptionsFilter.catch()', () => {
  const sent: { status: number; body: unknown }[] = [];
  const host = (url: string) =>
    ({
      switchToHttp: () => ({
        getRequest: () => ({ id: 'r1', method: 'GET', url }),
        getResponse: () => {
          const reply = {
            status: (status: number) => ({ send: (body: unknown) => sent.push({ status, body }) }),
          };
          return reply;
        },
      }),
    }) as unknown as ArgumentsHost;

  it("logs a request's 5xx with its error, but not the health check's 503 while the database is down (every 15 s)", () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const filter = new AllExceptionsFilter();
    filter.catch(new ServiceUnavailableException(), host('/api/health'));
    expect(logged).not.toHaveBeenCalled();
    filter.catch(failure('ENOTFOUND'), host('/api/company/1/passes'));
    expect(logged).toHaveBeenCalledTimes(1);
    expect(sent.map((s) => s.status)).toEqual([503, 503]);
    logged.mockRestore();
  });
});
