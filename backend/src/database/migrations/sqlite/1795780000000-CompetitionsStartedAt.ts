import { MigrationInterface, QueryRunner } from 'typeorm';

/** When a competition was started (see the MariaDB one). */
export class CompetitionsStartedAt1795780000000 implements MigrationInterface {
  name = 'CompetitionsStartedAt1795780000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // ADD COLUMN, not a table rebuild: the competitions keep their rows and ids as they are.
    await queryRunner.query(`ALTER TABLE "competitions" ADD COLUMN "started_at" datetime`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "competitions" DROP COLUMN "started_at"`);
  }
}
