import { MigrationInterface, QueryRunner } from 'typeorm';
import { rebuildPassStats } from '@app/charts/pass-stats';

export class ListIndexesAndPassStats1795366013247 implements MigrationInterface {
  name = 'ListIndexesAndPassStats1795366013247';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`pass_day_stats\` (\`company_id\` int NOT NULL, \`day\` date NOT NULL, \`water_id\` int NOT NULL, \`passes\` int NOT NULL DEFAULT '0', \`revenue_bani\` bigint NOT NULL DEFAULT '0', PRIMARY KEY (\`company_id\`, \`day\`, \`water_id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_clients_company_first_name\` ON \`clients\` (\`company_id\`, \`first_name\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_passes_company_valid_cover\` ON \`passes\` (\`company_id\`, \`valid_from\`, \`water_id\`, \`status\`, \`valid_to\`, \`total\`)`,
    );
    // Created before the old index goes, so the foreign key on company_id always has one.
    await queryRunner.query(`DROP INDEX \`IDX_passes_company_valid_from\` ON \`passes\``);
    // Fill the chart statistics from the passes already there.
    await rebuildPassStats(queryRunner, false);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_passes_company_valid_cover\` ON \`passes\``);
    await queryRunner.query(`DROP INDEX \`IDX_clients_company_first_name\` ON \`clients\``);
    await queryRunner.query(`DROP TABLE \`pass_day_stats\``);
    await queryRunner.query(
      `CREATE INDEX \`IDX_passes_company_valid_from\` ON \`passes\` (\`company_id\`, \`valid_from\`)`,
    );
  }
}
