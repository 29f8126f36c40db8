import { MigrationInterface, QueryRunner } from 'typeorm';

/** A lock row per company for the public forms' limits (see the MariaDB one). */
export class PublicFormLocks1795720000000 implements MigrationInterface {
  name = 'PublicFormLocks1795720000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "public_form_locks" ("company_id" integer PRIMARY KEY NOT NULL)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "public_form_locks"`);
  }
}
