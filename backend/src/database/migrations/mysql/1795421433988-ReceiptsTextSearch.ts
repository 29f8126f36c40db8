import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The receipts text search (its timing on the 2 M set: BENCHMARKS.md): a FULLTEXT index on what the
 * receipt represents, so a word is found without reading every receipt of the company
 * (receipts/receipt-text-search.ts). Declared on the entity with `synchronize: false`.
 */
export class ReceiptsTextSearch1795421433988 implements MigrationInterface {
  name = 'ReceiptsTextSearch1795421433988';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE FULLTEXT INDEX \`FT_receipts_description\` ON \`receipts\` (\`description\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`FT_receipts_description\` ON \`receipts\``);
  }
}
