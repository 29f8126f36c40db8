import { MigrationInterface, QueryRunner } from 'typeorm';

/** A booking keeps when it was checked in, and the bookings are indexed by it and by pass (see the MariaDB one). */
export class BookingCheckIns1795690000000 implements MigrationInterface {
  name = 'BookingCheckIns1795690000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // ADD COLUMN, not a table rebuild: the bookings keep their rows and ids as they are.
    await queryRunner.query(`ALTER TABLE "bookings" ADD COLUMN "checked_in_at" datetime`);
    await queryRunner.query(
      `UPDATE "bookings" SET "checked_in_at" = (SELECT p."created_at" FROM "passes" p WHERE p."id" = "bookings"."pass_id") WHERE "pass_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_bookings_company_checked_in" ON "bookings" ("company_id", "checked_in_at") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_bookings_company_pass" ON "bookings" ("company_id", "pass_id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_bookings_company_pass"`);
    await queryRunner.query(`DROP INDEX "IDX_bookings_company_checked_in"`);
    await queryRunner.query(`ALTER TABLE "bookings" DROP COLUMN "checked_in_at"`);
  }
}
