import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each search term carries its client's last and first name as written (search-keys.ts,
 * searchKeysInsert), and IDX_client_search_keys_name (company_id, term, last_name, first_name,
 * client_id) gives a term's anglers in the clients list's name order: a search's first page is
 * read from it and stops at the page (client-search.ts, searchPageByName). The default '' is only
 * what SQLite needs to add a NOT NULL column; every row is filled here and written with its names.
 */
export class ClientSearchKeyNames1795650000000 implements MigrationInterface {
  name = 'ClientSearchKeyNames1795650000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "client_search_keys" ADD COLUMN "last_name" varchar(80) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "client_search_keys" ADD COLUMN "first_name" varchar(80) NOT NULL DEFAULT ''`);
    await queryRunner.query(
      `UPDATE "client_search_keys" SET "last_name" = (SELECT c."last_name" FROM "clients" c WHERE c."id" = "client_search_keys"."client_id"), "first_name" = (SELECT c."first_name" FROM "clients" c WHERE c."id" = "client_search_keys"."client_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_client_search_keys_name" ON "client_search_keys" ("company_id", "term", "last_name", "first_name", "client_id") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_client_search_keys_name"`);
    await queryRunner.query(`ALTER TABLE "client_search_keys" DROP COLUMN "first_name"`);
    await queryRunner.query(`ALTER TABLE "client_search_keys" DROP COLUMN "last_name"`);
  }
}
