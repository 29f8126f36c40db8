import { MigrationInterface, QueryRunner } from 'typeorm';

/** When a bon fiscal was handed to its agent (see the MariaDB one). */
export class FiscalJobsSentAt1795760000000 implements MigrationInterface {
  name = 'FiscalJobsSentAt1795760000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // ADD COLUMN, not a table rebuild: the jobs keep their rows and ids as they are.
    await queryRunner.query(`ALTER TABLE "fiscal_jobs" ADD COLUMN "sent_at" datetime`);
    await queryRunner.query(`UPDATE "fiscal_jobs" SET "sent_at" = "updated_at" WHERE "status" = 'sent'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "fiscal_jobs" DROP COLUMN "sent_at"`);
  }
}
