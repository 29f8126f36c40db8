import { MigrationInterface, QueryRunner } from 'typeorm';

/** The passes and receipts lists in their default order without a sort (see the MariaDB one). */
export class ListOrderIndexes1795440000000 implements MigrationInterface {
  name = 'ListOrderIndexes1795440000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_passes_company_valid_from" ON "passes" ("company_id", "valid_from") `);
    await queryRunner.query(`CREATE INDEX "IDX_receipts_company_issued_on" ON "receipts" ("company_id", "issued_on") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_receipts_company_issued_on"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_valid_from"`);
  }
}
