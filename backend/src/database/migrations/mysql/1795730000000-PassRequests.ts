import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The key of each sale's attempt at the gate and the pass it issued
 * (passes/entities/pass-request.entity.ts): an attempt sent again finds its pass.
 */
export class PassRequests1795730000000 implements MigrationInterface {
  name = 'PassRequests1795730000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`pass_requests\` (\`company_id\` int NOT NULL, \`request_key\` varchar(64) NOT NULL, \`pass_id\` int NOT NULL, PRIMARY KEY (\`company_id\`, \`request_key\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`pass_requests\``);
  }
}
