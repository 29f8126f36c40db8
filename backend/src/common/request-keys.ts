import type { DataSource } from 'typeorm';
import { AppException } from './app-exception';
import { isDuplicate } from './constraint-errors';
import { RequestKey } from './request-key.entity';
import type { Statement } from './sql';
import { tenantWhere } from './tenancy';

/** What an attempt at a sale makes. */
export type RequestKind = 'pass' | 'receipt';

const OTHER_CLIENT: Record<RequestKind, string> = {
  pass: 'Această vânzare a emis deja un permis pentru alt client. Reîncărcați pagina pentru o vânzare nouă.',
  receipt: 'Această încasare a emis deja o chitanță pentru alt client. Reîncărcați pagina pentru o chitanță nouă.',
};

/**
 * An earlier attempt's document as the answer to one sent again, refused (409) when it was
 * another client's: a form sends the same key only for one sale to one client.
 */
export function forSameClient<T extends { client_id: number }>(kind: RequestKind, document: T, clientId: number): T {
  if (document.client_id !== clientId) throw AppException.conflict(OTHER_CLIENT[kind]);
  return document;
}

/**
 * The statement that keeps an attempt's key with the document it made, for the document's own
 * transaction (a write plan's block, or a statement after the insert): a second attempt with the
 * same key fails on the table's primary key, and its transaction rolls back with the number it took.
 */
export function keepRequestKey(companyId: number, key: string, kind: RequestKind, documentId: number): Statement {
  return [
    'INSERT INTO request_keys (company_id, kind, request_key, document_id) VALUES (?, ?, ?, ?)',
    [companyId, kind, key, documentId],
  ];
}

/**
 * `make()`, which writes the document and its key (keepRequestKey()); when the key was taken by an
 * earlier attempt (sent again after its answer was lost on a weak signal), `answer()` of the
 * document that attempt made instead of a second one. Without a key, `make()` alone.
 */
export async function oncePerKey<T>(
  dataSource: DataSource,
  request: { companyId: number; key: string | undefined; kind: RequestKind },
  make: () => Promise<T>,
  answer: (documentId: number) => Promise<T>,
): Promise<T> {
  try {
    return await make();
  } catch (err) {
    if (!request.key || !isDuplicate(err)) throw err;
    const earlier = await dataSource
      .getRepository(RequestKey)
      .findOne({ where: tenantWhere<RequestKey>(request.companyId, { kind: request.kind, request_key: request.key }) });
    if (!earlier) throw err;
    return answer(earlier.document_id);
  }
}
