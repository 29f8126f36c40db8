import { MigrationInterface, QueryRunner } from 'typeorm';

export class PassesListIndex1795364809192 implements MigrationInterface {
  name = 'PassesListIndex1795364809192';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX \`IDX_passes_company_valid_cover\` ON \`passes\` (\`company_id\`, \`valid_from\`, \`water_id\`, \`status\`, \`valid_to\`, \`total\`)`,
    );
    await queryRunner.query(`DROP INDEX \`IDX_passes_company_valid_from\` ON \`passes\``);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_passes_company_valid_cover\` ON \`passes\``);
    await queryRunner.query(
      `CREATE INDEX \`IDX_passes_company_valid_from\` ON \`passes\` (\`company_id\`, \`valid_from\`)`,
    );
  }
}
