import { MigrationInterface, QueryRunner } from 'typeorm';

/** The bookings by company and when they were made (see the MariaDB one). */
export class BookingsCreated1795710000000 implements MigrationInterface {
  name = 'BookingsCreated1795710000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_bookings_company_created" ON "bookings" ("company_id", "created_at") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_bookings_company_created"`);
  }
}
