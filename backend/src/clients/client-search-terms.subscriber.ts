import { EntitySubscriberInterface, EventSubscriber, InsertEvent, UpdateEvent } from 'typeorm';
import { inOneTrip, type Statement } from '@app/common/sql';
import { Client } from './entities/client.entity';
import { clientSearchTerms, searchKeysInsert } from './search-keys';

/**
 * Keeps client_search_keys (search-keys.ts, clientSearchTerms) in step with every client written
 * through TypeORM: creation, an update, the consent, the erasure (which writes the initials: the
 * old terms, phone suffixes included, are deleted with it), a guest turned client. In the write's
 * transaction, with its manager. Each term row carries the client's names as written (the list's
 * order, search-keys.ts, searchKeysInsert): an update that changes neither the terms nor the
 * names writes nothing ("Stefan" → "Ștefan" keeps the terms and changes the order); a client
 * deleted takes its terms with it (ON DELETE CASCADE).
 */
@EventSubscriber()
export class ClientSearchTermsSubscriber implements EntitySubscriberInterface<Client> {
  listenTo() {
    return Client;
  }

  async afterInsert(event: InsertEvent<Client>): Promise<void> {
    const c = event.entity;
    const insert = searchKeysInsert([
      {
        id: c.id,
        company_id: c.company_id,
        last_name: c.last_name,
        first_name: c.first_name,
        terms: clientSearchTerms(c),
      },
    ]);
    if (insert) await event.manager.query(insert[0], insert[1]);
  }

  async afterUpdate(event: UpdateEvent<Client>): Promise<void> {
    const before = event.databaseEntity as Client | undefined;
    const after = { ...before, ...event.entity } as Client;
    if (!after.id || !after.company_id) return;
    const terms = clientSearchTerms(after);
    if (
      before &&
      before.last_name === after.last_name &&
      before.first_name === after.first_name &&
      sameTerms(clientSearchTerms(before), terms)
    )
      return;
    const statements: Statement[] = [['DELETE FROM client_search_keys WHERE client_id = ?', [after.id]]];
    const insert = searchKeysInsert([
      { id: after.id, company_id: after.company_id, last_name: after.last_name, first_name: after.first_name, terms },
    ]);
    if (insert) statements.push(insert);
    await inOneTrip(event.manager, statements);
  }
}

function sameTerms(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((t) => b.includes(t));
}
