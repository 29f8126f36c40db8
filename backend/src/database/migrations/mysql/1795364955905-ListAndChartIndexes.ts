import { MigrationInterface, QueryRunner } from 'typeorm';

export class ListAndChartIndexes1795364955905 implements MigrationInterface {
  name = 'ListAndChartIndexes1795364955905';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX \`IDX_clients_company_first_name\` ON \`clients\` (\`company_id\`, \`first_name\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_passes_company_status_created\` ON \`passes\` (\`company_id\`, \`status\`, \`created_at\`, \`water_id\`, \`total\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_passes_company_valid_cover\` ON \`passes\` (\`company_id\`, \`valid_from\`, \`water_id\`, \`status\`, \`valid_to\`, \`total\`)`,
    );
    // Created before the old index goes, so the foreign key on company_id always has one.
    await queryRunner.query(`DROP INDEX \`IDX_passes_company_valid_from\` ON \`passes\``);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_passes_company_valid_cover\` ON \`passes\``);
    await queryRunner.query(`DROP INDEX \`IDX_passes_company_status_created\` ON \`passes\``);
    await queryRunner.query(`DROP INDEX \`IDX_clients_company_first_name\` ON \`clients\``);
    await queryRunner.query(
      `CREATE INDEX \`IDX_passes_company_valid_from\` ON \`passes\` (\`company_id\`, \`valid_from\`)`,
    );
  }
}
