import { MigrationInterface, QueryRunner } from 'typeorm';

/** The card and transfer sales beside a pass's price as they were when cancelled (see the MariaDB one). */
export class CancelledSales1795770000000 implements MigrationInterface {
  name = 'CancelledSales1795770000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "cancelled_sales" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "source" varchar(10) NOT NULL, "payment_method" varchar(8) NOT NULL, "amount" decimal(12,2) NOT NULL, "sold_at" datetime NOT NULL, "cancelled_at" datetime NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_cancelled_sales_company_sold" ON "cancelled_sales" ("company_id", "sold_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_cancelled_sales_company_cancelled" ON "cancelled_sales" ("company_id", "cancelled_at") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_cancelled_sales_company_cancelled"`);
    await queryRunner.query(`DROP INDEX "IDX_cancelled_sales_company_sold"`);
    await queryRunner.query(`DROP TABLE "cancelled_sales"`);
  }
}
