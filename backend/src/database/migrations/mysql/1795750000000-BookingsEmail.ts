import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The pending online requests of one e-mail, counted as those of one phone or address are: the
 * public booking form's limit reads this index (bookings/public-bookings.service.ts), under the
 * company's public forms' lock, instead of every booking of the company.
 */
export class BookingsEmail1795750000000 implements MigrationInterface {
  name = 'BookingsEmail1795750000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX \`IDX_bookings_company_email\` ON \`bookings\` (\`company_id\`, \`guest_email\`, \`status\`)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_bookings_company_email\` ON \`bookings\``);
  }
}
