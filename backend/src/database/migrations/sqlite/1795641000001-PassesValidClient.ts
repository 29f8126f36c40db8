import { MigrationInterface, QueryRunner } from 'typeorm';

/** The passes in the list's default order with each one's angler (see the MariaDB one). */
export class PassesValidClient1795641000001 implements MigrationInterface {
  name = 'PassesValidClient1795641000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_passes_company_valid_client" ON "passes" ("company_id", "valid_from", "id", "client_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_passes_company_valid_from"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_passes_company_valid_from" ON "passes" ("company_id", "valid_from") `);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_valid_client"`);
  }
}
