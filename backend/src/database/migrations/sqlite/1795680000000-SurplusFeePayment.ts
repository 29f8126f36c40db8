import { MigrationInterface, QueryRunner } from 'typeorm';

/** The exit's surplus and a team's fee keep their amount and payment method (see the MariaDB one). */
export class SurplusFeePayment1795680000000 implements MigrationInterface {
  name = 'SurplusFeePayment1795680000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // ADD COLUMN, not a table rebuild: the passes and teams keep their rows and ids as they are.
    await queryRunner.query(`ALTER TABLE "passes" ADD COLUMN "checkout_amount" decimal(12,2)`);
    await queryRunner.query(`ALTER TABLE "passes" ADD COLUMN "checkout_payment_method" varchar(8)`);
    await queryRunner.query(`ALTER TABLE "competition_teams" ADD COLUMN "fee_payment_method" varchar(8)`);
    await queryRunner.query(
      `UPDATE "passes" SET "checkout_amount" = (SELECT r."amount" FROM "receipts" r WHERE r."id" = "passes"."checkout_receipt_id"), "checkout_payment_method" = 'cash' WHERE "checkout_receipt_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `UPDATE "passes" SET ("checkout_amount", "checkout_payment_method") = (SELECT j."amount", j."payment_method" FROM "fiscal_jobs" j WHERE j."company_id" = "passes"."company_id" AND j."pass_id" = "passes"."id" AND j."source" = 'checkout' ORDER BY j."id" DESC LIMIT 1) WHERE "checkout_receipt_id" IS NULL AND EXISTS (SELECT 1 FROM "fiscal_jobs" j WHERE j."company_id" = "passes"."company_id" AND j."pass_id" = "passes"."id" AND j."source" = 'checkout')`,
    );
    await queryRunner.query(
      `UPDATE "competition_teams" SET "fee_payment_method" = 'cash' WHERE "fee_receipt_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `UPDATE "competition_teams" SET "fee_payment_method" = (SELECT j."payment_method" FROM "fiscal_jobs" j WHERE j."id" = "competition_teams"."fee_fiscal_job_id") WHERE "fee_fiscal_job_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_passes_company_checkout" ON "passes" ("company_id", "checkout_payment_method", "checked_out_at") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_passes_company_checkout"`);
    await queryRunner.query(`ALTER TABLE "competition_teams" DROP COLUMN "fee_payment_method"`);
    await queryRunner.query(`ALTER TABLE "passes" DROP COLUMN "checkout_payment_method"`);
    await queryRunner.query(`ALTER TABLE "passes" DROP COLUMN "checkout_amount"`);
  }
}
