import { MigrationInterface, QueryRunner } from 'typeorm';

/** The cash book keeps a checkpoint of its balance (see the MariaDB one). */
export class CashBookCheckpoint1795700000000 implements MigrationInterface {
  name = 'CashBookCheckpoint1795700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // ADD COLUMN, not a table rebuild: the cash books keep their rows as they are.
    await queryRunner.query(`ALTER TABLE "cash_books" ADD COLUMN "checkpoint_day" date`);
    await queryRunner.query(`ALTER TABLE "cash_books" ADD COLUMN "checkpoint_balance" decimal(12,2)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "cash_books" DROP COLUMN "checkpoint_balance"`);
    await queryRunner.query(`ALTER TABLE "cash_books" DROP COLUMN "checkpoint_day"`);
  }
}
