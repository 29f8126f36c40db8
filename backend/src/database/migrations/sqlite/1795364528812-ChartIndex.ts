import { MigrationInterface, QueryRunner } from 'typeorm';

export class ChartIndex1795364528812 implements MigrationInterface {
  name = 'ChartIndex1795364528812';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_passes_company_status_created" ON "passes" ("company_id", "status", "created_at", "water_id", "total") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_passes_company_status_created"`);
  }
}
