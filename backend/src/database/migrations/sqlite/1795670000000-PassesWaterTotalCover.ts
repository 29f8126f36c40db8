import { MigrationInterface, QueryRunner } from 'typeorm';

/** The passes list of one water sorted by total, walked in the index (see the MariaDB one). */
export class PassesWaterTotalCover1795670000000 implements MigrationInterface {
  name = 'PassesWaterTotalCover1795670000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_passes_company_water_total_cover" ON "passes" ("company_id", "water_id", "total", "id", "valid_from", "status", "valid_to") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_passes_company_water_total_cover"`);
  }
}
