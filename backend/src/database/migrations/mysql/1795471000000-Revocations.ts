import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The revocation list by sequence (SECURITY.md, "Revocations"): a per-company counter, the number
 * each cancellation took, and keys retired as compromised.
 */
export class Revocations1795471000000 implements MigrationInterface {
  name = 'Revocations1795471000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`revocation_counters\` (\`company_id\` int NOT NULL, \`seq\` int NOT NULL DEFAULT '0', PRIMARY KEY (\`company_id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(`ALTER TABLE \`passes\` ADD \`revocation_seq\` int NULL`);
    await queryRunner.query(
      `CREATE INDEX \`IDX_passes_company_revocation_seq\` ON \`passes\` (\`company_id\`, \`revocation_seq\`)`,
    );
    await queryRunner.query(`ALTER TABLE \`signing_keys\` ADD \`compromised_at\` datetime NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`signing_keys\` DROP COLUMN \`compromised_at\``);
    await queryRunner.query(`DROP INDEX \`IDX_passes_company_revocation_seq\` ON \`passes\``);
    await queryRunner.query(`ALTER TABLE \`passes\` DROP COLUMN \`revocation_seq\``);
    await queryRunner.query(`DROP TABLE \`revocation_counters\``);
  }
}
