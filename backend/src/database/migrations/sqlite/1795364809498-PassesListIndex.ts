import { MigrationInterface, QueryRunner } from 'typeorm';

export class PassesListIndex1795364809498 implements MigrationInterface {
  name = 'PassesListIndex1795364809498';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_passes_company_valid_from"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_passes_company_valid_cover" ON "passes" ("company_id", "valid_from", "water_id", "status", "valid_to", "total") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_passes_company_valid_cover"`);
    await queryRunner.query(`CREATE INDEX "IDX_passes_company_valid_from" ON "passes" ("company_id", "valid_from") `);
  }
}
