import { MigrationInterface, QueryRunner } from 'typeorm';

/** The public forms' limits (SECURITY.md, "Public forms"): see the MariaDB one. */
export class PublicFormLimits1795473000000 implements MigrationInterface {
  name = 'PublicFormLimits1795473000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // ADD COLUMN, not the generated table rebuild: rebuilding companies would break its foreign keys on a filled database.
    await queryRunner.query(`ALTER TABLE "companies" ADD COLUMN "booking_days_ahead" integer NOT NULL DEFAULT (90)`);
    await queryRunner.query(`ALTER TABLE "companies" ADD COLUMN "public_pending_limit" integer NOT NULL DEFAULT (3)`);
    await queryRunner.query(`ALTER TABLE "bookings" ADD COLUMN "request_ip_hash" varchar(64)`);
    await queryRunner.query(
      `CREATE INDEX "IDX_bookings_company_ip" ON "bookings" ("company_id", "request_ip_hash", "status") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_bookings_company_ip"`);
    await queryRunner.query(`ALTER TABLE "bookings" DROP COLUMN "request_ip_hash"`);
    await queryRunner.query(`ALTER TABLE "companies" DROP COLUMN "public_pending_limit"`);
    await queryRunner.query(`ALTER TABLE "companies" DROP COLUMN "booking_days_ahead"`);
  }
}
