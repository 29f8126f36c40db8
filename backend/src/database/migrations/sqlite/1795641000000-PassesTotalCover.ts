import { MigrationInterface, QueryRunner } from 'typeorm';

/** The passes list sorted by total with its filters read from the index (see the MariaDB one). */
export class PassesTotalCover1795641000000 implements MigrationInterface {
  name = 'PassesTotalCover1795641000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_passes_company_total_cover" ON "passes" ("company_id", "total", "id", "valid_from", "water_id", "status", "valid_to") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_passes_company_total"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_passes_company_total" ON "passes" ("company_id", "total") `);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_total_cover"`);
  }
}
