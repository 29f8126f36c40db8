import { MigrationInterface, QueryRunner } from 'typeorm';

/** A lock row per company for its document series' defaults (see the MariaDB one). */
export class DocSeriesLocks1795740000000 implements MigrationInterface {
  name = 'DocSeriesLocks1795740000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "doc_series_locks" ("company_id" integer PRIMARY KEY NOT NULL)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "doc_series_locks"`);
  }
}
