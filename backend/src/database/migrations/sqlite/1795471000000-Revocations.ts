import { MigrationInterface, QueryRunner } from 'typeorm';

/** The revocation list by sequence (see the MariaDB one). */
export class Revocations1795471000000 implements MigrationInterface {
  name = 'Revocations1795471000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "revocation_counters" ("company_id" integer PRIMARY KEY NOT NULL, "seq" integer NOT NULL DEFAULT (0))`,
    );
    // ADD COLUMN, not the generated table rebuild: rebuilding passes would break its foreign keys on a filled database.
    await queryRunner.query(`ALTER TABLE "passes" ADD COLUMN "revocation_seq" integer`);
    await queryRunner.query(
      `CREATE INDEX "IDX_passes_company_revocation_seq" ON "passes" ("company_id", "revocation_seq") `,
    );
    await queryRunner.query(`ALTER TABLE "signing_keys" ADD COLUMN "compromised_at" datetime`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "signing_keys" DROP COLUMN "compromised_at"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_revocation_seq"`);
    await queryRunner.query(`ALTER TABLE "passes" DROP COLUMN "revocation_seq"`);
    await queryRunner.query(`DROP TABLE "revocation_counters"`);
  }
}
