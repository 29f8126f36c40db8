import { MigrationInterface, QueryRunner } from 'typeorm';
import { backfillClientSearchKeys } from '@app/clients/search-keys';

/** Search keys of the clients (names without accents, phone digits, plate): columns, back-fill, indexes. */
export class ClientSearchKeys1795410997094 implements MigrationInterface {
  name = 'ClientSearchKeys1795410997094';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_clients_company_phone"`);
    await queryRunner.query(`DROP INDEX "IDX_clients_company_plate"`);
    await queryRunner.query(`DROP INDEX "IDX_clients_company_first_name"`);
    await queryRunner.query(`DROP INDEX "UQ_clients_company_cnp"`);
    await queryRunner.query(`DROP INDEX "IDX_clients_company_name"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_clients" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "first_name" varchar(80) NOT NULL, "last_name" varchar(80) NOT NULL, "cnp" varchar(13), "birth_date" date, "id_series" varchar(2), "id_number" varchar(8), "phone" varchar(32), "email" varchar(160), "state_id" integer, "city" varchar(100), "address" varchar(255), "car_plate" varchar(16), "notes" text, "blocked" boolean NOT NULL DEFAULT (0), "blocked_reason" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "search_last" varchar(80) NOT NULL DEFAULT (''), "search_first" varchar(80) NOT NULL DEFAULT (''), "search_phone" varchar(32), "search_plate" varchar(16), CONSTRAINT "FK_09a86e765c3c96b4c5b02536251" FOREIGN KEY ("state_id") REFERENCES "states" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_fcadfe25d85cf21251273169128" FOREIGN KEY ("company_id") REFERENCES "companies" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_clients"("id", "company_id", "first_name", "last_name", "cnp", "birth_date", "id_series", "id_number", "phone", "email", "state_id", "city", "address", "car_plate", "notes", "blocked", "blocked_reason", "created_at", "updated_at") SELECT "id", "company_id", "first_name", "last_name", "cnp", "birth_date", "id_series", "id_number", "phone", "email", "state_id", "city", "address", "car_plate", "notes", "blocked", "blocked_reason", "created_at", "updated_at" FROM "clients"`,
    );
    await queryRunner.query(`DROP TABLE "clients"`);
    await queryRunner.query(`ALTER TABLE "temporary_clients" RENAME TO "clients"`);
    // Existing clients get their keys before the indexes are built (search-keys.ts, as on every write).
    await backfillClientSearchKeys(queryRunner);
    await queryRunner.query(`CREATE INDEX "IDX_clients_company_first_name" ON "clients" ("company_id", "first_name") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_clients_company_cnp" ON "clients" ("company_id", "cnp") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_clients_company_name" ON "clients" ("company_id", "last_name", "first_name") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_clients_company_search_plate" ON "clients" ("company_id", "search_plate") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_clients_company_search_phone" ON "clients" ("company_id", "search_phone") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_clients_company_search_first" ON "clients" ("company_id", "search_first") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_clients_company_search_last" ON "clients" ("company_id", "search_last", "search_first") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_clients_company_search_last"`);
    await queryRunner.query(`DROP INDEX "IDX_clients_company_search_first"`);
    await queryRunner.query(`DROP INDEX "IDX_clients_company_search_phone"`);
    await queryRunner.query(`DROP INDEX "IDX_clients_company_search_plate"`);
    await queryRunner.query(`DROP INDEX "IDX_clients_company_name"`);
    await queryRunner.query(`DROP INDEX "UQ_clients_company_cnp"`);
    await queryRunner.query(`DROP INDEX "IDX_clients_company_first_name"`);
    await queryRunner.query(`ALTER TABLE "clients" RENAME TO "temporary_clients"`);
    await queryRunner.query(
      `CREATE TABLE "clients" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "first_name" varchar(80) NOT NULL, "last_name" varchar(80) NOT NULL, "cnp" varchar(13), "birth_date" date, "id_series" varchar(2), "id_number" varchar(8), "phone" varchar(32), "email" varchar(160), "state_id" integer, "city" varchar(100), "address" varchar(255), "car_plate" varchar(16), "notes" text, "blocked" boolean NOT NULL DEFAULT (0), "blocked_reason" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_09a86e765c3c96b4c5b02536251" FOREIGN KEY ("state_id") REFERENCES "states" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_fcadfe25d85cf21251273169128" FOREIGN KEY ("company_id") REFERENCES "companies" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "clients"("id", "company_id", "first_name", "last_name", "cnp", "birth_date", "id_series", "id_number", "phone", "email", "state_id", "city", "address", "car_plate", "notes", "blocked", "blocked_reason", "created_at", "updated_at") SELECT "id", "company_id", "first_name", "last_name", "cnp", "birth_date", "id_series", "id_number", "phone", "email", "state_id", "city", "address", "car_plate", "notes", "blocked", "blocked_reason", "created_at", "updated_at" FROM "temporary_clients"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_clients"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_clients_company_name" ON "clients" ("company_id", "last_name", "first_name") `,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_clients_company_cnp" ON "clients" ("company_id", "cnp") `);
    await queryRunner.query(`CREATE INDEX "IDX_clients_company_first_name" ON "clients" ("company_id", "first_name") `);
    await queryRunner.query(`CREATE INDEX "IDX_clients_company_plate" ON "clients" ("company_id", "car_plate") `);
    await queryRunner.query(`CREATE INDEX "IDX_clients_company_phone" ON "clients" ("company_id", "phone") `);
  }
}
