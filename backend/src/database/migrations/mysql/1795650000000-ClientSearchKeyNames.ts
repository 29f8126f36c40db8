import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each search term carries its client's last and first name as written (search-keys.ts,
 * searchKeysInsert), in the clients' collation (the table's default, as the clients'), and
 * IDX_client_search_keys_name (company_id, term, last_name, first_name, client_id) gives a term's
 * anglers in the clients list's name order: a search's first page is read from it and stops at the
 * page (client-search.ts, searchPageByName) instead of sorting every match.
 */
export class ClientSearchKeyNames1795650000000 implements MigrationInterface {
  name = 'ClientSearchKeyNames1795650000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`client_search_keys\` ADD \`last_name\` varchar(80) NOT NULL, ADD \`first_name\` varchar(80) NOT NULL`,
    );
    await queryRunner.query(
      `UPDATE \`client_search_keys\` k JOIN \`clients\` c ON c.\`id\` = k.\`client_id\` SET k.\`last_name\` = c.\`last_name\`, k.\`first_name\` = c.\`first_name\``,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_client_search_keys_name\` ON \`client_search_keys\` (\`company_id\`, \`term\`, \`last_name\`, \`first_name\`, \`client_id\`)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_client_search_keys_name\` ON \`client_search_keys\``);
    await queryRunner.query(`ALTER TABLE \`client_search_keys\` DROP COLUMN \`first_name\`, DROP COLUMN \`last_name\``);
  }
}
