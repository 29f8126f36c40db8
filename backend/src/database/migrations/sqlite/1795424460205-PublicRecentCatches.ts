import { MigrationInterface, QueryRunner } from 'typeorm';

/** The opt-in "Capturi recente" of the public page. */
export class PublicRecentCatches1795424460205 implements MigrationInterface {
  name = 'PublicRecentCatches1795424460205';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // ADD COLUMN, not the generated table rebuild: rebuilding companies would break its foreign keys on a filled database.
    await queryRunner.query(`ALTER TABLE "companies" ADD COLUMN "public_recent_catches" boolean NOT NULL DEFAULT (0)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "companies" DROP COLUMN "public_recent_catches"`);
  }
}
