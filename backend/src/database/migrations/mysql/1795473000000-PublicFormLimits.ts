import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The public forms' limits (SECURITY.md, "Public forms"): how many days ahead a booking from the
 * public page may start and how many online requests one address or phone may have waiting, per
 * company; each request's address, keyed, so its pending requests can be counted.
 */
export class PublicFormLimits1795473000000 implements MigrationInterface {
  name = 'PublicFormLimits1795473000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`companies\` ADD \`booking_days_ahead\` int NOT NULL DEFAULT 90, ADD \`public_pending_limit\` int NOT NULL DEFAULT 3`,
    );
    await queryRunner.query(`ALTER TABLE \`bookings\` ADD \`request_ip_hash\` varchar(64) NULL`);
    await queryRunner.query(
      `CREATE INDEX \`IDX_bookings_company_ip\` ON \`bookings\` (\`company_id\`, \`request_ip_hash\`, \`status\`)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_bookings_company_ip\` ON \`bookings\``);
    await queryRunner.query(`ALTER TABLE \`bookings\` DROP COLUMN \`request_ip_hash\``);
    await queryRunner.query(
      `ALTER TABLE \`companies\` DROP COLUMN \`public_pending_limit\`, DROP COLUMN \`booking_days_ahead\``,
    );
  }
}
