import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 18: the audit trail, the job lease of the privacy run, company privacy settings, client consent. */
export class PrivacyAndAudit1795420320902 implements MigrationInterface {
  name = 'PrivacyAndAudit1795420320902';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "audit_log" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "actor_id" integer, "actor_role" integer, "action" varchar(20) NOT NULL, "entity" varchar(40) NOT NULL, "entity_id" integer, "client_id" integer, "changes" text, "ip" varchar(64), "request_id" varchar(100), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_audit_log_company_client" ON "audit_log" ("company_id", "client_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_audit_log_company_entity" ON "audit_log" ("company_id", "entity", "entity_id") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_audit_log_company_time" ON "audit_log" ("company_id", "created_at") `);
    await queryRunner.query(
      `CREATE TABLE "job_locks" ("name" varchar(40) PRIMARY KEY NOT NULL, "owner" varchar(80), "locked_until" datetime, "last_run_at" datetime)`,
    );
    await queryRunner.query(`DROP INDEX "UQ_companies_slug"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_companies" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(160) NOT NULL, "slug" varchar(40) NOT NULL, "cui" varchar(12) NOT NULL, "vat_payer" boolean NOT NULL DEFAULT (0), "reg_com" varchar(32), "address" varchar(255), "state_id" integer, "city" varchar(100), "phone" varchar(32), "email" varchar(160), "iban" varchar(34), "bank" varchar(100), "active" boolean NOT NULL DEFAULT (1), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "store_cnp" boolean NOT NULL DEFAULT (1), "store_id_documents" boolean NOT NULL DEFAULT (1), "documents_retention_months" integer NOT NULL DEFAULT (0), "inactive_client_anonymize_years" integer NOT NULL DEFAULT (0), CONSTRAINT "FK_cd205039764358ab5ef410049cc" FOREIGN KEY ("state_id") REFERENCES "states" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_companies"("id", "name", "slug", "cui", "vat_payer", "reg_com", "address", "state_id", "city", "phone", "email", "iban", "bank", "active", "created_at", "updated_at") SELECT "id", "name", "slug", "cui", "vat_payer", "reg_com", "address", "state_id", "city", "phone", "email", "iban", "bank", "active", "created_at", "updated_at" FROM "companies"`,
    );
    await queryRunner.query(`DROP TABLE "companies"`);
    await queryRunner.query(`ALTER TABLE "temporary_companies" RENAME TO "companies"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_companies_slug" ON "companies" ("slug") `);
    await queryRunner.query(`DROP INDEX "IDX_clients_company_search_last"`);
    await queryRunner.query(`DROP INDEX "IDX_clients_company_search_first"`);
    await queryRunner.query(`DROP INDEX "IDX_clients_company_search_phone"`);
    await queryRunner.query(`DROP INDEX "IDX_clients_company_search_plate"`);
    await queryRunner.query(`DROP INDEX "IDX_clients_company_name"`);
    await queryRunner.query(`DROP INDEX "UQ_clients_company_cnp"`);
    await queryRunner.query(`DROP INDEX "IDX_clients_company_first_name"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_clients" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "first_name" varchar(80) NOT NULL, "last_name" varchar(80) NOT NULL, "cnp" varchar(13), "birth_date" date, "id_series" varchar(2), "id_number" varchar(8), "phone" varchar(32), "email" varchar(160), "state_id" integer, "city" varchar(100), "address" varchar(255), "car_plate" varchar(16), "notes" text, "blocked" boolean NOT NULL DEFAULT (0), "blocked_reason" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "search_last" varchar(80) NOT NULL DEFAULT (''), "search_first" varchar(80) NOT NULL DEFAULT (''), "search_phone" varchar(32), "search_plate" varchar(16), "consent_at" datetime, "consent_by" integer, "consent_text" text, "anonymized_at" datetime, CONSTRAINT "FK_fcadfe25d85cf21251273169128" FOREIGN KEY ("company_id") REFERENCES "companies" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_09a86e765c3c96b4c5b02536251" FOREIGN KEY ("state_id") REFERENCES "states" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_clients"("id", "company_id", "first_name", "last_name", "cnp", "birth_date", "id_series", "id_number", "phone", "email", "state_id", "city", "address", "car_plate", "notes", "blocked", "blocked_reason", "created_at", "updated_at", "search_last", "search_first", "search_phone", "search_plate") SELECT "id", "company_id", "first_name", "last_name", "cnp", "birth_date", "id_series", "id_number", "phone", "email", "state_id", "city", "address", "car_plate", "notes", "blocked", "blocked_reason", "created_at", "updated_at", "search_last", "search_first", "search_phone", "search_plate" FROM "clients"`,
    );
    await queryRunner.query(`DROP TABLE "clients"`);
    await queryRunner.query(`ALTER TABLE "temporary_clients" RENAME TO "clients"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_clients_company_search_last" ON "clients" ("company_id", "search_last", "search_first") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_clients_company_search_first" ON "clients" ("company_id", "search_first") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_clients_company_search_phone" ON "clients" ("company_id", "search_phone") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_clients_company_search_plate" ON "clients" ("company_id", "search_plate") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_clients_company_name" ON "clients" ("company_id", "last_name", "first_name") `,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_clients_company_cnp" ON "clients" ("company_id", "cnp") `);
    await queryRunner.query(`CREATE INDEX "IDX_clients_company_first_name" ON "clients" ("company_id", "first_name") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_clients_company_first_name"`);
    await queryRunner.query(`DROP INDEX "UQ_clients_company_cnp"`);
    await queryRunner.query(`DROP INDEX "IDX_clients_company_name"`);
    await queryRunner.query(`DROP INDEX "IDX_clients_company_search_plate"`);
    await queryRunner.query(`DROP INDEX "IDX_clients_company_search_phone"`);
    await queryRunner.query(`DROP INDEX "IDX_clients_company_search_first"`);
    await queryRunner.query(`DROP INDEX "IDX_clients_company_search_last"`);
    await queryRunner.query(`ALTER TABLE "clients" RENAME TO "temporary_clients"`);
    await queryRunner.query(
      `CREATE TABLE "clients" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "first_name" varchar(80) NOT NULL, "last_name" varchar(80) NOT NULL, "cnp" varchar(13), "birth_date" date, "id_series" varchar(2), "id_number" varchar(8), "phone" varchar(32), "email" varchar(160), "state_id" integer, "city" varchar(100), "address" varchar(255), "car_plate" varchar(16), "notes" text, "blocked" boolean NOT NULL DEFAULT (0), "blocked_reason" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "search_last" varchar(80) NOT NULL DEFAULT (''), "search_first" varchar(80) NOT NULL DEFAULT (''), "search_phone" varchar(32), "search_plate" varchar(16), CONSTRAINT "FK_fcadfe25d85cf21251273169128" FOREIGN KEY ("company_id") REFERENCES "companies" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_09a86e765c3c96b4c5b02536251" FOREIGN KEY ("state_id") REFERENCES "states" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "clients"("id", "company_id", "first_name", "last_name", "cnp", "birth_date", "id_series", "id_number", "phone", "email", "state_id", "city", "address", "car_plate", "notes", "blocked", "blocked_reason", "created_at", "updated_at", "search_last", "search_first", "search_phone", "search_plate") SELECT "id", "company_id", "first_name", "last_name", "cnp", "birth_date", "id_series", "id_number", "phone", "email", "state_id", "city", "address", "car_plate", "notes", "blocked", "blocked_reason", "created_at", "updated_at", "search_last", "search_first", "search_phone", "search_plate" FROM "temporary_clients"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_clients"`);
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
    await queryRunner.query(`DROP INDEX "UQ_companies_slug"`);
    await queryRunner.query(`ALTER TABLE "companies" RENAME TO "temporary_companies"`);
    await queryRunner.query(
      `CREATE TABLE "companies" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(160) NOT NULL, "slug" varchar(40) NOT NULL, "cui" varchar(12) NOT NULL, "vat_payer" boolean NOT NULL DEFAULT (0), "reg_com" varchar(32), "address" varchar(255), "state_id" integer, "city" varchar(100), "phone" varchar(32), "email" varchar(160), "iban" varchar(34), "bank" varchar(100), "active" boolean NOT NULL DEFAULT (1), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_cd205039764358ab5ef410049cc" FOREIGN KEY ("state_id") REFERENCES "states" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "companies"("id", "name", "slug", "cui", "vat_payer", "reg_com", "address", "state_id", "city", "phone", "email", "iban", "bank", "active", "created_at", "updated_at") SELECT "id", "name", "slug", "cui", "vat_payer", "reg_com", "address", "state_id", "city", "phone", "email", "iban", "bank", "active", "created_at", "updated_at" FROM "temporary_companies"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_companies"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_companies_slug" ON "companies" ("slug") `);
    await queryRunner.query(`DROP TABLE "job_locks"`);
    await queryRunner.query(`DROP INDEX "IDX_audit_log_company_time"`);
    await queryRunner.query(`DROP INDEX "IDX_audit_log_company_entity"`);
    await queryRunner.query(`DROP INDEX "IDX_audit_log_company_client"`);
    await queryRunner.query(`DROP TABLE "audit_log"`);
  }
}
