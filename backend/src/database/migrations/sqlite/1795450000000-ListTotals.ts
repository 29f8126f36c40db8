import { MigrationInterface, QueryRunner } from 'typeorm';
import { rebuildPassStats } from '@app/charts/pass-stats';

/** The passes list's statistics and indexes for the lists' totals (see the MariaDB one). */
export class ListTotals1795450000000 implements MigrationInterface {
  name = 'ListTotals1795450000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "pass_list_stats" ("company_id" integer NOT NULL, "day" date NOT NULL, "water_id" integer NOT NULL, "active" integer NOT NULL DEFAULT (0), "active_bani" bigint NOT NULL DEFAULT (0), "cancelled" integer NOT NULL DEFAULT (0), PRIMARY KEY ("company_id", "day", "water_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_passes_company_total" ON "passes" ("company_id", "total") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_passes_company_valid_to_cover" ON "passes" ("company_id", "valid_to", "status", "valid_from", "water_id", "total") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_passes_company_client_cover" ON "passes" ("company_id", "client_id", "valid_from", "status", "total") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_passes_company_client"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_receipts_company_client_cover" ON "receipts" ("company_id", "client_id", "issued_on", "status", "amount") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_receipts_company_client"`);
    await rebuildPassStats(queryRunner, true);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_receipts_company_client_cover"`);
    await queryRunner.query(`CREATE INDEX "IDX_receipts_company_client" ON "receipts" ("company_id", "client_id") `);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_client_cover"`);
    await queryRunner.query(`CREATE INDEX "IDX_passes_company_client" ON "passes" ("company_id", "client_id") `);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_valid_to_cover"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_total"`);
    await queryRunner.query(`DROP TABLE "pass_list_stats"`);
  }
}
