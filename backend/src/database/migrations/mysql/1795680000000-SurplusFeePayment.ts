import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The exit's surplus and a competition team's fee keep their amount and payment method where they
 * are sold (passes, competition_teams): in `receipt` mode only a cash one gets a chitanță, and a card
 * or transfer one is counted from these columns (the cash book's card and transfer sums, the finance
 * chart; docs/numbering-and-fiscal.md). The rows already there: one with a chitanță was cash; one with
 * a bon fiscal's job has the job's amount and method; any other stays null.
 */
export class SurplusFeePayment1795680000000 implements MigrationInterface {
  name = 'SurplusFeePayment1795680000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`passes\` ADD \`checkout_amount\` decimal(12,2) NULL, ADD \`checkout_payment_method\` varchar(8) NULL`,
    );
    await queryRunner.query(`ALTER TABLE \`competition_teams\` ADD \`fee_payment_method\` varchar(8) NULL`);
    await queryRunner.query(
      `UPDATE \`passes\` p INNER JOIN \`receipts\` r ON r.\`id\` = p.\`checkout_receipt_id\` SET p.\`checkout_amount\` = r.\`amount\`, p.\`checkout_payment_method\` = 'cash'`,
    );
    await queryRunner.query(
      `UPDATE \`passes\` p INNER JOIN \`fiscal_jobs\` j ON j.\`company_id\` = p.\`company_id\` AND j.\`pass_id\` = p.\`id\` AND j.\`source\` = 'checkout' SET p.\`checkout_amount\` = j.\`amount\`, p.\`checkout_payment_method\` = j.\`payment_method\` WHERE p.\`checkout_receipt_id\` IS NULL`,
    );
    await queryRunner.query(
      `UPDATE \`competition_teams\` SET \`fee_payment_method\` = 'cash' WHERE \`fee_receipt_id\` IS NOT NULL`,
    );
    await queryRunner.query(
      `UPDATE \`competition_teams\` t INNER JOIN \`fiscal_jobs\` j ON j.\`id\` = t.\`fee_fiscal_job_id\` SET t.\`fee_payment_method\` = j.\`payment_method\``,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_passes_company_checkout\` ON \`passes\` (\`company_id\`, \`checkout_payment_method\`, \`checked_out_at\`)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_passes_company_checkout\` ON \`passes\``);
    await queryRunner.query(`ALTER TABLE \`competition_teams\` DROP COLUMN \`fee_payment_method\``);
    await queryRunner.query(
      `ALTER TABLE \`passes\` DROP COLUMN \`checkout_payment_method\`, DROP COLUMN \`checkout_amount\``,
    );
  }
}
