import { MigrationInterface, QueryRunner } from 'typeorm';

/** The key of each sale's attempt at the gate and the pass it issued (see the MariaDB one). */
export class PassRequests1795730000000 implements MigrationInterface {
  name = 'PassRequests1795730000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "pass_requests" ("company_id" integer NOT NULL, "request_key" varchar(64) NOT NULL, "pass_id" integer NOT NULL, PRIMARY KEY ("company_id", "request_key"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "pass_requests"`);
  }
}
