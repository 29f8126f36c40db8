import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A lock row per company for its document series' defaults (doc-series/entities/doc-series-lock.entity.ts):
 * the creations and edits of a company's series queue on it, so a type gets one default, made on first use.
 */
export class DocSeriesLocks1795740000000 implements MigrationInterface {
  name = 'DocSeriesLocks1795740000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`doc_series_locks\` (\`company_id\` int NOT NULL, PRIMARY KEY (\`company_id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`doc_series_locks\``);
  }
}
