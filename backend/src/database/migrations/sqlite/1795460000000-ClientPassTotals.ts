import { MigrationInterface, QueryRunner } from 'typeorm';
import { CLIENT_TOTALS_SQL } from '@app/charts/pass-stats';

/** Each angler's passes counted (see the MariaDB one). */
export class ClientPassTotals1795460000000 implements MigrationInterface {
  name = 'ClientPassTotals1795460000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "client_pass_totals" ("company_id" integer NOT NULL, "client_id" integer NOT NULL, "active" integer NOT NULL DEFAULT (0), "active_bani" bigint NOT NULL DEFAULT (0), "cancelled" integer NOT NULL DEFAULT (0), "last_valid_from" datetime NOT NULL, PRIMARY KEY ("company_id", "client_id"))`,
    );
    await queryRunner.query(`${CLIENT_TOTALS_SQL} GROUP BY company_id, client_id`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "client_pass_totals"`);
  }
}
