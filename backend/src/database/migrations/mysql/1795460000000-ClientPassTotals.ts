import { MigrationInterface, QueryRunner } from 'typeorm';
import { CLIENT_TOTALS_SQL } from '@app/charts/pass-stats';

/**
 * Each angler's passes counted (client_pass_totals, charts/pass-stats.ts), filled from
 * the passes: a search of the passes list by name counts its anglers there.
 */
export class ClientPassTotals1795460000000 implements MigrationInterface {
  name = 'ClientPassTotals1795460000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`client_pass_totals\` (\`company_id\` int NOT NULL, \`client_id\` int NOT NULL, \`active\` int NOT NULL DEFAULT '0', \`active_bani\` bigint NOT NULL DEFAULT '0', \`cancelled\` int NOT NULL DEFAULT '0', \`last_valid_from\` datetime NOT NULL, PRIMARY KEY (\`company_id\`, \`client_id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(`${CLIENT_TOTALS_SQL} GROUP BY company_id, client_id`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`client_pass_totals\``);
  }
}
