import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The receipts text search: an FTS5 index of what the receipt represents, kept by
 * triggers (external content: the text stays in `receipts` only), read by
 * receipts/receipt-text-search.ts. Accents are folded by the tokenizer ("inchiriere" finds
 * "Închiriere"). A later migration that rebuilds the `receipts` table (TypeORM's SQLite way of
 * altering a column) drops these triggers with it and must create them again.
 */
export class ReceiptsTextSearch1795421433988 implements MigrationInterface {
  name = 'ReceiptsTextSearch1795421433988';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE VIRTUAL TABLE "receipts_fts" USING fts5(description, content='receipts', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "receipts_fts_insert" AFTER INSERT ON "receipts" BEGIN INSERT INTO "receipts_fts"(rowid, description) VALUES (new.id, new.description); END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "receipts_fts_delete" AFTER DELETE ON "receipts" BEGIN INSERT INTO "receipts_fts"("receipts_fts", rowid, description) VALUES ('delete', old.id, old.description); END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "receipts_fts_update" AFTER UPDATE OF description ON "receipts" BEGIN INSERT INTO "receipts_fts"("receipts_fts", rowid, description) VALUES ('delete', old.id, old.description); INSERT INTO "receipts_fts"(rowid, description) VALUES (new.id, new.description); END`,
    );
    await queryRunner.query(`INSERT INTO "receipts_fts"("receipts_fts") VALUES ('rebuild')`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "receipts_fts_update"`);
    await queryRunner.query(`DROP TRIGGER "receipts_fts_delete"`);
    await queryRunner.query(`DROP TRIGGER "receipts_fts_insert"`);
    await queryRunner.query(`DROP TABLE "receipts_fts"`);
  }
}
