import { MigrationInterface, QueryRunner } from 'typeorm';

/** Expenses' payment method, supplier CUI and document; the cash book's settings, closed days and dispositions. */
export class CashBook1795490000000 implements MigrationInterface {
  name = 'CashBook1795490000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // ADD COLUMN, not a table rebuild: the expenses keep their rows and ids as they are.
    await queryRunner.query(`ALTER TABLE "expenses" ADD COLUMN "supplier_cui" varchar(14)`);
    await queryRunner.query(`ALTER TABLE "expenses" ADD COLUMN "payment_method" varchar(8) NOT NULL DEFAULT ('bank')`);
    await queryRunner.query(`ALTER TABLE "expenses" ADD COLUMN "document_type" varchar(10)`);
    await queryRunner.query(`ALTER TABLE "expenses" ADD COLUMN "document_date" date`);
    await queryRunner.query(
      `CREATE TABLE "cash_books" ("company_id" integer PRIMARY KEY NOT NULL, "opening_balance" decimal(12,2) NOT NULL DEFAULT (0), "start_date" date, "limit_per_person" decimal(12,2) NOT NULL DEFAULT (5000), "limit_end_of_day" decimal(12,2) NOT NULL DEFAULT (50000), "account_cash" varchar(20) NOT NULL DEFAULT ('5311'), "account_clients" varchar(20) NOT NULL DEFAULT ('4111'), "account_suppliers" varchar(20) NOT NULL DEFAULT ('401'), "expense_accounts" text, "account_expenses" varchar(20) NOT NULL DEFAULT ('628'), "account_dispositions" varchar(20) NOT NULL DEFAULT ('581'), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_0e7b2983948468c367764383bca" FOREIGN KEY ("company_id") REFERENCES "companies" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `CREATE TABLE "cash_day_closes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "day" date NOT NULL, "closed" boolean NOT NULL DEFAULT (1), "closed_by" integer, "closed_at" datetime, "reopened_by" integer, "reopened_at" datetime, "reopen_reason" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_ae467e8eb46b2dc83da1f93269d" FOREIGN KEY ("company_id") REFERENCES "companies" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_cash_day_closes_company_day" ON "cash_day_closes" ("company_id", "day") `,
    );
    await queryRunner.query(
      `CREATE TABLE "cash_dispositions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "kind" varchar(4) NOT NULL, "doc_series_id" integer NOT NULL, "series" varchar(10) NOT NULL, "number" integer NOT NULL, "issued_on" date NOT NULL, "amount" decimal(12,2) NOT NULL, "explanation" varchar(255) NOT NULL, "person" varchar(160) NOT NULL, "receipt_id" integer, "receipt_issued_on" date, "receipt_label" varchar(40), "created_by" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_599796927f9a88417d46422ecbe" FOREIGN KEY ("company_id") REFERENCES "companies" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_5f4c826bfd9099885cf0e269a3a" FOREIGN KEY ("doc_series_id") REFERENCES "doc_series" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_cash_dispositions_company_day" ON "cash_dispositions" ("company_id", "issued_on") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_cash_dispositions_series_number" ON "cash_dispositions" ("doc_series_id", "number") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_cash_dispositions_series_number"`);
    await queryRunner.query(`DROP INDEX "IDX_cash_dispositions_company_day"`);
    await queryRunner.query(`DROP TABLE "cash_dispositions"`);
    await queryRunner.query(`DROP INDEX "UQ_cash_day_closes_company_day"`);
    await queryRunner.query(`DROP TABLE "cash_day_closes"`);
    await queryRunner.query(`DROP TABLE "cash_books"`);
    await queryRunner.query(`ALTER TABLE "expenses" DROP COLUMN "document_date"`);
    await queryRunner.query(`ALTER TABLE "expenses" DROP COLUMN "document_type"`);
    await queryRunner.query(`ALTER TABLE "expenses" DROP COLUMN "payment_method"`);
    await queryRunner.query(`ALTER TABLE "expenses" DROP COLUMN "supplier_cui"`);
  }
}
