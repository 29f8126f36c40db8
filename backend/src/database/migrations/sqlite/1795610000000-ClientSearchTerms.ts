import { MigrationInterface, QueryRunner } from 'typeorm';
import { backfillClientSearchTerms } from '@app/clients/search-keys';

/**
 * The clients' search terms (search-keys.ts, clientSearchTerms): one row per name word, phone
 * suffix, plate and CNP, read by a prefix range of the primary key. No rowid: the primary key is
 * the table, so a search reads the index alone.
 */
export class ClientSearchTerms1795610000000 implements MigrationInterface {
  name = 'ClientSearchTerms1795610000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "client_search_keys" ("company_id" integer NOT NULL, "term" varchar(48) NOT NULL, "client_id" integer NOT NULL, PRIMARY KEY ("company_id", "term", "client_id"), CONSTRAINT "FK_client_search_keys_client" FOREIGN KEY ("client_id") REFERENCES "clients" ("id") ON DELETE CASCADE ON UPDATE NO ACTION) WITHOUT ROWID`,
    );
    await backfillClientSearchTerms(queryRunner);
    await queryRunner.query(
      `CREATE INDEX "IDX_client_search_keys_client" ON "client_search_keys" ("client_id", "term") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_client_search_keys_client"`);
    await queryRunner.query(`DROP TABLE "client_search_keys"`);
  }
}
