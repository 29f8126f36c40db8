import { MigrationInterface, QueryRunner } from 'typeorm';

/** The receipts search's page walked in the list's order, the payer read from the index (see the MariaDB one). */
export class ReceiptsIssuedClient1795642000000 implements MigrationInterface {
  name = 'ReceiptsIssuedClient1795642000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_receipts_company_issued_client" ON "receipts" ("company_id", "issued_on", "id", "client_id") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_receipts_company_issued_client"`);
  }
}
