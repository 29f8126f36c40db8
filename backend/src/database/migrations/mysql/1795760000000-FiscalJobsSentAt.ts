import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When a bon fiscal was handed to its agent: one still without a result 15 minutes later is listed
 * under „Bonuri de rezolvat” (fiscal/fiscal-attention.ts). The bons handed out now count from their
 * last change, which for a job in `sent` is when it was handed out.
 */
export class FiscalJobsSentAt1795760000000 implements MigrationInterface {
  name = 'FiscalJobsSentAt1795760000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`fiscal_jobs\` ADD \`sent_at\` datetime NULL`);
    await queryRunner.query(
      `UPDATE \`fiscal_jobs\` SET \`sent_at\` = \`updated_at\`, \`updated_at\` = \`updated_at\` WHERE \`status\` = 'sent'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`fiscal_jobs\` DROP COLUMN \`sent_at\``);
  }
}
