import { MigrationInterface, QueryRunner } from 'typeorm';
import { rebuildReceiptStats } from '@app/receipts/receipt-stats';

/** The receipts list's count and total per day (receipts/receipt-stats.ts), filled from the receipts. */
export class ReceiptDayStats1795440000001 implements MigrationInterface {
  name = 'ReceiptDayStats1795440000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`receipt_day_stats\` (\`company_id\` int NOT NULL, \`day\` date NOT NULL, \`receipts\` int NOT NULL DEFAULT '0', \`issued_bani\` bigint NOT NULL DEFAULT '0', PRIMARY KEY (\`company_id\`, \`day\`)) ENGINE=InnoDB`,
    );
    await rebuildReceiptStats(queryRunner, false);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`receipt_day_stats\``);
  }
}
