import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The receipts search's page walked in the list's order: (company_id, issued_on, id) with the
 * payer beside each entry, so "the receipts of the anglers named Popescu, newest first" stops
 * after its page's matches, read from the index alone, instead of reading every receipt of those
 * anglers and sorting them (3 004 at 1 M passes; receipts/receipts.service.ts, BENCHMARKS.md,
 * "Session 15: the receipts list").
 */
export class ReceiptsIssuedClient1795642000000 implements MigrationInterface {
  name = 'ReceiptsIssuedClient1795642000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX \`IDX_receipts_company_issued_client\` ON \`receipts\` (\`company_id\`, \`issued_on\`, \`id\`, \`client_id\`)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_receipts_company_issued_client\` ON \`receipts\``);
  }
}
