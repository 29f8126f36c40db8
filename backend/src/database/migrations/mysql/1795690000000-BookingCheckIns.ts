import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A booking keeps when it was checked in (its pass's issue), indexed by company: the finance chart
 * takes the deposits its chitanță counted already off the check-ins' passes of a range of days,
 * reading only that range's check-ins (docs/numbering-and-fiscal.md "Income"). The bookings checked
 * in already take their pass's created_at.
 *
 * And the bookings by their pass: the cash book's card and transfer sums join each pass of the range
 * to its booking (the deposit paid before). Without this index MariaDB joined them in a block
 * nested loop over all of the company's bookings: 8 640 passes of a month against 30 000 bookings
 * took 17.7 s, and 33.8 ms with it (BENCHMARKS.md, bench/explain-bookings.mjs).
 */
export class BookingCheckIns1795690000000 implements MigrationInterface {
  name = 'BookingCheckIns1795690000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`bookings\` ADD \`checked_in_at\` datetime NULL`);
    await queryRunner.query(
      `UPDATE \`bookings\` b INNER JOIN \`passes\` p ON p.\`id\` = b.\`pass_id\` SET b.\`checked_in_at\` = p.\`created_at\``,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_bookings_company_checked_in\` ON \`bookings\` (\`company_id\`, \`checked_in_at\`)`,
    );
    await queryRunner.query(`CREATE INDEX \`IDX_bookings_company_pass\` ON \`bookings\` (\`company_id\`, \`pass_id\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_bookings_company_pass\` ON \`bookings\``);
    await queryRunner.query(`DROP INDEX \`IDX_bookings_company_checked_in\` ON \`bookings\``);
    await queryRunner.query(`ALTER TABLE \`bookings\` DROP COLUMN \`checked_in_at\``);
  }
}
