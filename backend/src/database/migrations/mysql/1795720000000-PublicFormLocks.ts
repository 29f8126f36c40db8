import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A lock row per company for the public forms' limits (companies/entities/public-form-lock.entity.ts):
 * requests from one phone or address counted across the company's waters and competitions queue on
 * it, made on first use.
 */
export class PublicFormLocks1795720000000 implements MigrationInterface {
  name = 'PublicFormLocks1795720000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`public_form_locks\` (\`company_id\` int NOT NULL, PRIMARY KEY (\`company_id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`public_form_locks\``);
  }
}
