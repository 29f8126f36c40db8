import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The passes in the list's default order (company_id, valid_from, id) with each one's angler: a
 * search whose anglers hold many passes walks it from the newest and tests the angler in the index,
 * stopping at the page (passes/pass-query.service.ts, list()); 923 index entries for 25 of the 431
 * "Popescu" at 1 M passes, 875 at 100 k, where it read and sorted all their passes. It replaces
 * `IDX_passes_company_valid_from`, which the default order reads the same way.
 */
export class PassesValidClient1795641000001 implements MigrationInterface {
  name = 'PassesValidClient1795641000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX \`IDX_passes_company_valid_client\` ON \`passes\` (\`company_id\`, \`valid_from\`, \`id\`, \`client_id\`)`,
    );
    await queryRunner.query(`DROP INDEX \`IDX_passes_company_valid_from\` ON \`passes\``);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX \`IDX_passes_company_valid_from\` ON \`passes\` (\`company_id\`, \`valid_from\`)`,
    );
    await queryRunner.query(`DROP INDEX \`IDX_passes_company_valid_client\` ON \`passes\``);
  }
}
