import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The passes list sorted by total with its filters (dates, water, state) read from the index: the
 * page walks (company_id, total, id) from the top and tests each entry's validity, water and state
 * in the index itself, where `IDX_passes_company_total` read the row of every entry it passed
 * (3 749 row reads for "90 days + water + expired" on a company of 170 000 passes; BENCHMARKS.md,
 * "Session 15: the passes list"). It replaces that index: its leading columns are the same.
 */
export class PassesTotalCover1795641000000 implements MigrationInterface {
  name = 'PassesTotalCover1795641000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX \`IDX_passes_company_total_cover\` ON \`passes\` (\`company_id\`, \`total\`, \`id\`, \`valid_from\`, \`water_id\`, \`status\`, \`valid_to\`)`,
    );
    await queryRunner.query(`DROP INDEX \`IDX_passes_company_total\` ON \`passes\``);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX \`IDX_passes_company_total\` ON \`passes\` (\`company_id\`, \`total\`)`);
    await queryRunner.query(`DROP INDEX \`IDX_passes_company_total_cover\` ON \`passes\``);
  }
}
