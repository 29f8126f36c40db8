import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The key of each attempt at a sale and the document it made (common/request-key.entity.ts): an
 * attempt sent again finds its document.
 */
export class RequestKeys1795730000000 implements MigrationInterface {
  name = 'RequestKeys1795730000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`request_keys\` (\`company_id\` int NOT NULL, \`kind\` varchar(16) NOT NULL, \`request_key\` varchar(64) NOT NULL, \`document_id\` int NOT NULL, PRIMARY KEY (\`company_id\`, \`kind\`, \`request_key\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`request_keys\``);
  }
}
