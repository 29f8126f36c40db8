import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The cash book keeps a checkpoint of its balance (the end of a closed day), so that the opening
 * balance of a range, the balance the gate's cash limits read and the never-negative check sum the
 * days after it instead of the company's whole history (books/cash-register.service.ts,
 * balanceThrough()). Empty at first: the next close of a day writes it.
 */
export class CashBookCheckpoint1795700000000 implements MigrationInterface {
  name = 'CashBookCheckpoint1795700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`cash_books\` ADD \`checkpoint_day\` date NULL`);
    await queryRunner.query(`ALTER TABLE \`cash_books\` ADD \`checkpoint_balance\` decimal(12,2) NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`cash_books\` DROP COLUMN \`checkpoint_balance\``);
    await queryRunner.query(`ALTER TABLE \`cash_books\` DROP COLUMN \`checkpoint_day\``);
  }
}
