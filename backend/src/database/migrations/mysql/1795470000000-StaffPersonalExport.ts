import { MigrationInterface, QueryRunner } from 'typeorm';

/** Whether staff (role 3) may export clients with CNP, ID card and address (SECURITY.md, "Bulk personal data"). */
export class StaffPersonalExport1795470000000 implements MigrationInterface {
  name = 'StaffPersonalExport1795470000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`companies\` ADD \`staff_personal_export\` tinyint NOT NULL DEFAULT 0`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`companies\` DROP COLUMN \`staff_personal_export\``);
  }
}
