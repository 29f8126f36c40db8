import { MigrationInterface, QueryRunner } from 'typeorm';
import { backfillClientSearchTerms } from '@app/clients/search-keys';

/**
 * The clients' search terms (search-keys.ts, clientSearchTerms): one row per name word, phone
 * suffix, plate and CNP, read by a prefix range of the primary key (InnoDB's clustered index, so
 * a search reads no other page). Binary collation: the terms are folded already, and a range
 * compares them as stored.
 */
export class ClientSearchTerms1795610000000 implements MigrationInterface {
  name = 'ClientSearchTerms1795610000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`client_search_keys\` (\`company_id\` int NOT NULL, \`term\` varchar(48) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL, \`client_id\` int NOT NULL, PRIMARY KEY (\`company_id\`, \`term\`, \`client_id\`), INDEX \`IDX_client_search_keys_client\` (\`client_id\`, \`term\`)) ENGINE=InnoDB`,
    );
    await backfillClientSearchTerms(queryRunner);
    await queryRunner.query(
      `ALTER TABLE \`client_search_keys\` ADD CONSTRAINT \`FK_client_search_keys_client\` FOREIGN KEY (\`client_id\`) REFERENCES \`clients\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`client_search_keys\` DROP FOREIGN KEY \`FK_client_search_keys_client\``);
    await queryRunner.query(`DROP TABLE \`client_search_keys\``);
  }
}
