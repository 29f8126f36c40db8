import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { Receipt } from './entities/receipt.entity';

/**
 * Joins a pass (`passAlias`) to its latest chitanță, as `r`, mapped to `property` ('p.receipt'):
 * the passes' lists and detail show it in the same statement as the pass (a read of its own per
 * page would be one more statement on every list and detail). IDX_receipts_company_pass_issued
 * ends in the id, so the MAX is read from the index. The receipts feature owns this SQL, as
 * clients/client-search.ts owns "the anglers a search matches" for the other lists.
 */
export function joinLatestReceipt<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  passAlias: string,
  property: string,
): SelectQueryBuilder<T> {
  return qb.leftJoinAndMapOne(
    property,
    Receipt,
    'r',
    `r.id = (SELECT MAX(r2.id) FROM receipts r2 WHERE r2.company_id = ${passAlias}.company_id AND r2.pass_id = ${passAlias}.id)`,
  );
}
