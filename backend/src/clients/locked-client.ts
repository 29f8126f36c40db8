import type { EntityManager } from 'typeorm';
import { AppException } from '@app/common/app-exception';
import { tenantWhere } from '@app/common/tenancy';
import { writeLock } from '@app/common/row-lock';
import { Client } from './entities/client.entity';

/**
 * The client's row as committed, locked until `em`'s transaction ends (MariaDB; SQLite runs one
 * writing transaction at a time); 404 when the company has none. An edit and an erasure of one
 * client both begin with it, so one waits for the other and then sees its work: an edit never
 * writes an erased client's data back, and an erasure never works from a row read before an edit
 * (TypeORM's save writes the columns that differ from the row it reads, so a stale read would keep
 * that edit's values).
 */
export async function lockedClient(em: EntityManager, companyId: number, id: number): Promise<Client> {
  const client = await em.findOne(Client, {
    where: tenantWhere<Client>(companyId, { id }),
    lock: writeLock(em),
  });
  if (!client) throw AppException.notFound();
  return client;
}
