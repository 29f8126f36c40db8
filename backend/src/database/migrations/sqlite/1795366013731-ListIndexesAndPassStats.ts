import { MigrationInterface, QueryRunner } from 'typeorm';
import { rebuildPassStats } from '@app/charts/pass-stats';

export class ListIndexesAndPassStats1795366013731 implements MigrationInterface {
  name = 'ListIndexesAndPassStats1795366013731';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "pass_day_stats" ("company_id" integer NOT NULL, "day" date NOT NULL, "water_id" integer NOT NULL, "passes" integer NOT NULL DEFAULT (0), "revenue_bani" bigint NOT NULL DEFAULT (0), PRIMARY KEY ("company_id", "day", "water_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_clients_company_first_name" ON "clients" ("company_id", "first_name") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_passes_company_valid_cover" ON "passes" ("company_id", "valid_from", "water_id", "status", "valid_to", "total") `,
    );
    // Created before the old index goes, so the foreign key on company_id always has one.
    await queryRunner.query(`DROP INDEX "IDX_passes_company_valid_from"`);
    // Fill the chart statistics from the passes already there.
    await rebuildPassStats(queryRunner, true);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_passes_company_valid_cover"`);
    await queryRunner.query(`DROP INDEX "IDX_clients_company_first_name"`);
    await queryRunner.query(`DROP TABLE "pass_day_stats"`);
    await queryRunner.query(`CREATE INDEX "IDX_passes_company_valid_from" ON "passes" ("company_id", "valid_from") `);
  }
}
