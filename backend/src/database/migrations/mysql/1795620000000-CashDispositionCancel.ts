import { MigrationInterface, QueryRunner } from 'typeorm';

/** A cash disposition can be cancelled with a reason: its number stays used, its amount leaves the book. */
export class CashDispositionCancel1795620000000 implements MigrationInterface {
  name = 'CashDispositionCancel1795620000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`cash_dispositions\` ADD \`status\` varchar(10) NOT NULL DEFAULT 'issued', ADD \`cancelled_at\` datetime NULL, ADD \`cancelled_by\` int NULL, ADD \`cancel_reason\` varchar(255) NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`cash_dispositions\` DROP COLUMN \`cancel_reason\`, DROP COLUMN \`cancelled_by\`, DROP COLUMN \`cancelled_at\`, DROP COLUMN \`status\``,
    );
  }
}
