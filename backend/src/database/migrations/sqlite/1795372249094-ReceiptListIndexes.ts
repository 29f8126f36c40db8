import { MigrationInterface, QueryRunner } from 'typeorm';

export class ReceiptListIndexes1795372249094 implements MigrationInterface {
  name = 'ReceiptListIndexes1795372249094';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_receipts_company_issued"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_receipts_company_fiscal" ON "receipts" ("company_id", "fiscal_receipt_no") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_receipts_company_number" ON "receipts" ("company_id", "number") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_receipts_company_issued_cover" ON "receipts" ("company_id", "issued_on", "status", "amount") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_receipts_company_issued_cover"`);
    await queryRunner.query(`DROP INDEX "IDX_receipts_company_number"`);
    await queryRunner.query(`DROP INDEX "IDX_receipts_company_fiscal"`);
    await queryRunner.query(`CREATE INDEX "IDX_receipts_company_issued" ON "receipts" ("company_id", "issued_on") `);
  }
}
