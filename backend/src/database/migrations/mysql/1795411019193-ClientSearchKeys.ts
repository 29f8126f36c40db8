import { MigrationInterface, QueryRunner } from 'typeorm';
import { backfillClientSearchKeys } from '@app/clients/search-keys';

/** Search keys of the clients (names without accents, phone digits, plate): columns, back-fill, indexes. */
export class ClientSearchKeys1795411019193 implements MigrationInterface {
  name = 'ClientSearchKeys1795411019193';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_clients_company_plate\` ON \`clients\``);
    await queryRunner.query(`DROP INDEX \`IDX_clients_company_phone\` ON \`clients\``);
    await queryRunner.query(`ALTER TABLE \`clients\` ADD \`search_last\` varchar(80) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE \`clients\` ADD \`search_first\` varchar(80) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE \`clients\` ADD \`search_phone\` varchar(32) NULL`);
    await queryRunner.query(`ALTER TABLE \`clients\` ADD \`search_plate\` varchar(16) NULL`);
    // Existing clients get their keys before the indexes are built (search-keys.ts, as on every write).
    await backfillClientSearchKeys(queryRunner);
    await queryRunner.query(
      `CREATE INDEX \`IDX_clients_company_search_plate\` ON \`clients\` (\`company_id\`, \`search_plate\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_clients_company_search_phone\` ON \`clients\` (\`company_id\`, \`search_phone\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_clients_company_search_first\` ON \`clients\` (\`company_id\`, \`search_first\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_clients_company_search_last\` ON \`clients\` (\`company_id\`, \`search_last\`, \`search_first\`)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_clients_company_search_last\` ON \`clients\``);
    await queryRunner.query(`DROP INDEX \`IDX_clients_company_search_first\` ON \`clients\``);
    await queryRunner.query(`DROP INDEX \`IDX_clients_company_search_phone\` ON \`clients\``);
    await queryRunner.query(`DROP INDEX \`IDX_clients_company_search_plate\` ON \`clients\``);
    await queryRunner.query(`ALTER TABLE \`clients\` DROP COLUMN \`search_plate\``);
    await queryRunner.query(`ALTER TABLE \`clients\` DROP COLUMN \`search_phone\``);
    await queryRunner.query(`ALTER TABLE \`clients\` DROP COLUMN \`search_first\``);
    await queryRunner.query(`ALTER TABLE \`clients\` DROP COLUMN \`search_last\``);
    await queryRunner.query(`CREATE INDEX \`IDX_clients_company_phone\` ON \`clients\` (\`company_id\`, \`phone\`)`);
    await queryRunner.query(
      `CREATE INDEX \`IDX_clients_company_plate\` ON \`clients\` (\`company_id\`, \`car_plate\`)`,
    );
  }
}
