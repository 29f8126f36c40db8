import type { DataSource } from 'typeorm';
import { AppException } from './app-exception';
import { isDuplicate } from './constraint-errors';
import { RequestKey } from './request-key.entity';
import type { Statement } from './sql';
import { tenantWhere } from './tenancy';

/**
 * What an attempt makes, and what its `document_id` names: a pass (sold, or issued at a booking's
 * check-in), a chitanță, an expense, a pass's exit (the pass), a competition team's entry fee (the
 * team), a client saved at the gate (the quick sale's new angler), a booking taken at the desk
 * (with its deposit) and a catch weighed at the exit.
 */
export type RequestKind = 'pass' | 'receipt' | 'expense' | 'checkout' | 'entry_fee' | 'client' | 'booking' | 'catch';

/** The kinds made for an owner (a client, a user, a pass, a team, a booking) that another attempt must not get. */
type OwnedKind = Exclude<RequestKind, 'client' | 'booking'>;

const OTHER_OWNER: Record<OwnedKind, string> = {
  pass: 'Această vânzare a emis deja un permis pentru alt client. Reîncărcați pagina pentru o vânzare nouă.',
  receipt: 'Această încasare a emis deja o chitanță pentru alt client. Reîncărcați pagina pentru o chitanță nouă.',
  expense:
    'Această încercare a înregistrat deja o cheltuială a altui utilizator. Reîncărcați pagina pentru o cheltuială nouă.',
  checkout: 'Această încercare a încheiat deja ieșirea altui permis. Reîncărcați pagina pentru o ieșire nouă.',
  entry_fee: 'Această încercare a încasat deja taxa altei echipe. Reîncărcați pagina pentru o încasare nouă.',
  catch: 'Această încercare a înregistrat deja o captură pe alt permis. Reîncărcați pagina pentru o captură nouă.',
};

/**
 * An earlier attempt's result as the answer to one sent again, refused (409) when it was made for
 * another owner (`made`, the owner the attempt sent again asks for is `asked`): a form sends the
 * same key only for one sale to one client, one exit of one pass, one team's fee, one user's expense,
 * one fish on one pass.
 */
export function forSameOwner<T>(kind: OwnedKind, result: T, made: number | null, asked: number): T {
  if (made !== asked) throw AppException.conflict(OTHER_OWNER[kind]);
  return result;
}

/** forSameOwner() of a document made for a client (a pass, a chitanță). */
export function forSameClient<T extends { client_id: number }>(kind: OwnedKind, document: T, clientId: number): T {
  return forSameOwner(kind, document, document.client_id, clientId);
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
 *
 * The attempt sent again fails on the key (a duplicate, waiting for the first one's commit on
 * MariaDB) or on the state the first attempt left: a 409 where what it does may be done once only
 * (a pass's exit, a team's check-in, a stand the first attempt's pass now holds), a 422 where it
 * checks what the first attempt wrote (a client's CNP, now taken). Whatever it failed on, when the
 * key is found the first attempt's result is the answer; without it, the failure is.
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
    if (!request.key || !(isDuplicate(err) || err instanceof AppException)) throw err;
    const earlier = await dataSource
      .getRepository(RequestKey)
      .findOne({ where: tenantWhere<RequestKey>(request.companyId, { kind: request.kind, request_key: request.key }) });
    if (!earlier) throw err;
    return answer(earlier.document_id);
  }
}
