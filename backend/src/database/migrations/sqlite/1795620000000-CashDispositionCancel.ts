import { MigrationInterface, QueryRunner } from 'typeorm';

/** A cash disposition can be cancelled with a reason: its number stays used, its amount leaves the book. */
export class CashDispositionCancel1795620000000 implements MigrationInterface {
  name = 'CashDispositionCancel1795620000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // ADD COLUMN, not a table rebuild: the dispositions keep their rows and ids as they are.
    await queryRunner.query(
      `ALTER TABLE "cash_dispositions" ADD COLUMN "status" varchar(10) NOT NULL DEFAULT ('issued')`,
    );
    await queryRunner.query(`ALTER TABLE "cash_dispositions" ADD COLUMN "cancelled_at" datetime`);
    await queryRunner.query(`ALTER TABLE "cash_dispositions" ADD COLUMN "cancelled_by" integer`);
    await queryRunner.query(`ALTER TABLE "cash_dispositions" ADD COLUMN "cancel_reason" varchar(255)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "cash_dispositions" DROP COLUMN "cancel_reason"`);
    await queryRunner.query(`ALTER TABLE "cash_dispositions" DROP COLUMN "cancelled_by"`);
    await queryRunner.query(`ALTER TABLE "cash_dispositions" DROP COLUMN "cancelled_at"`);
    await queryRunner.query(`ALTER TABLE "cash_dispositions" DROP COLUMN "status"`);
  }
}
