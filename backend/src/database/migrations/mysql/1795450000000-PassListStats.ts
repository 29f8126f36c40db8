import { MigrationInterface, QueryRunner } from 'typeorm';
import { rebuildPassStats } from '@app/charts/pass-stats';

/**
 * Issue 17: the passes list's count and total per day of validity and water (pass_list_stats,
 * charts/pass-stats.ts), filled from the passes; and two indexes: the list sorted by total, and
 * the passes not yet expired.
 */
export class PassListStats1795450000000 implements MigrationInterface {
  name = 'PassListStats1795450000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`pass_list_stats\` (\`company_id\` int NOT NULL, \`day\` date NOT NULL, \`water_id\` int NOT NULL, \`active\` int NOT NULL DEFAULT '0', \`active_bani\` bigint NOT NULL DEFAULT '0', \`cancelled\` int NOT NULL DEFAULT '0', PRIMARY KEY (\`company_id\`, \`day\`, \`water_id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(`CREATE INDEX \`IDX_passes_company_total\` ON \`passes\` (\`company_id\`, \`total\`)`);
    await queryRunner.query(
      `CREATE INDEX \`IDX_passes_company_valid_to_cover\` ON \`passes\` (\`company_id\`, \`valid_to\`, \`status\`, \`valid_from\`, \`water_id\`, \`total\`)`,
    );
    await rebuildPassStats(queryRunner, false);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_passes_company_valid_to_cover\` ON \`passes\``);
    await queryRunner.query(`DROP INDEX \`IDX_passes_company_total\` ON \`passes\``);
    await queryRunner.query(`DROP TABLE \`pass_list_stats\``);
  }
}
