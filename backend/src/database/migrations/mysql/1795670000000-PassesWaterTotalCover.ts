import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The passes list of one water sorted by total, then id: the page walks (company_id, water_id,
 * total, id) in the sort's order and tests the validity and state in the index, stopping at the
 * page, instead of reading and sorting every pass of the period on that water
 * (passes/pass-query.service.ts, walkedPage()). `IDX_passes_company_total_cover` does the same
 * without a water, where this one passes only that water's entries.
 */
export class PassesWaterTotalCover1795670000000 implements MigrationInterface {
  name = 'PassesWaterTotalCover1795670000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX \`IDX_passes_company_water_total_cover\` ON \`passes\` (\`company_id\`, \`water_id\`, \`total\`, \`id\`, \`valid_from\`, \`status\`, \`valid_to\`)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_passes_company_water_total_cover\` ON \`passes\``);
  }
}
