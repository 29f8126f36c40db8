import { MigrationInterface, QueryRunner } from 'typeorm';

export class Sales1795321371843 implements MigrationInterface {
  name = 'Sales1795321371843';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "clients" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "first_name" varchar(80) NOT NULL, "last_name" varchar(80) NOT NULL, "cnp" varchar(13), "birth_date" date, "id_series" varchar(2), "id_number" varchar(8), "phone" varchar(32), "email" varchar(160), "state_id" integer, "city" varchar(100), "address" varchar(255), "car_plate" varchar(16), "notes" text, "blocked" boolean NOT NULL DEFAULT (0), "blocked_reason" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_clients_company_plate" ON "clients" ("company_id", "car_plate") `);
    await queryRunner.query(`CREATE INDEX "IDX_clients_company_phone" ON "clients" ("company_id", "phone") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_clients_company_name" ON "clients" ("company_id", "last_name", "first_name") `,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_clients_company_cnp" ON "clients" ("company_id", "cnp") `);
    await queryRunner.query(
      `CREATE TABLE "media" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "storage_key" varchar(120) NOT NULL, "name" varchar(255) NOT NULL, "mime" varchar(64) NOT NULL, "size" integer NOT NULL, "sha256" varchar(64) NOT NULL, "created_by" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_9ba0d5268d6f75eca1b62cf10bd" UNIQUE ("storage_key"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_media_company" ON "media" ("company_id") `);
    await queryRunner.query(
      `CREATE TABLE "client_documents" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "client_id" integer NOT NULL, "media_id" integer NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_client_documents_client" ON "client_documents" ("company_id", "client_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "passes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "client_id" integer NOT NULL, "water_id" integer NOT NULL, "plan_id" integer NOT NULL, "discount_id" integer, "doc_series_id" integer NOT NULL, "series" varchar(10) NOT NULL, "number" integer NOT NULL, "code" varchar(32) NOT NULL, "valid_from" datetime NOT NULL, "valid_to" datetime NOT NULL, "price" decimal(12,2) NOT NULL, "discount_amount" decimal(12,2) NOT NULL DEFAULT (0), "total" decimal(12,2) NOT NULL, "rods" integer NOT NULL, "retention_kg" decimal(6,2) NOT NULL DEFAULT (0), "payment_method" varchar(8) NOT NULL, "car_plate" varchar(16), "notes" text, "status" varchar(10) NOT NULL DEFAULT ('active'), "created_by" integer, "cancelled_at" datetime, "cancelled_by" integer, "cancel_reason" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_passes_code" ON "passes" ("code") `);
    await queryRunner.query(`CREATE INDEX "IDX_passes_company_created" ON "passes" ("company_id", "created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_passes_company_client" ON "passes" ("company_id", "client_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_passes_company_valid_from" ON "passes" ("company_id", "valid_from") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_passes_series_number" ON "passes" ("doc_series_id", "number") `);
    await queryRunner.query(
      `CREATE TABLE "receipts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "client_id" integer NOT NULL, "pass_id" integer, "doc_series_id" integer NOT NULL, "series" varchar(10) NOT NULL, "number" integer NOT NULL, "issued_on" date NOT NULL, "amount" decimal(12,2) NOT NULL, "amount_words" varchar(255) NOT NULL, "description" varchar(255) NOT NULL, "fiscal_receipt_no" varchar(40), "status" varchar(10) NOT NULL DEFAULT ('issued'), "created_by" integer, "cancelled_at" datetime, "cancelled_by" integer, "cancel_reason" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_receipts_pass" ON "receipts" ("pass_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_receipts_company_client" ON "receipts" ("company_id", "client_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_receipts_company_issued" ON "receipts" ("company_id", "issued_on") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_receipts_series_number" ON "receipts" ("doc_series_id", "number") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_clients_company_plate"`);
    await queryRunner.query(`DROP INDEX "IDX_clients_company_phone"`);
    await queryRunner.query(`DROP INDEX "IDX_clients_company_name"`);
    await queryRunner.query(`DROP INDEX "UQ_clients_company_cnp"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_clients" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "first_name" varchar(80) NOT NULL, "last_name" varchar(80) NOT NULL, "cnp" varchar(13), "birth_date" date, "id_series" varchar(2), "id_number" varchar(8), "phone" varchar(32), "email" varchar(160), "state_id" integer, "city" varchar(100), "address" varchar(255), "car_plate" varchar(16), "notes" text, "blocked" boolean NOT NULL DEFAULT (0), "blocked_reason" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_fcadfe25d85cf21251273169128" FOREIGN KEY ("company_id") REFERENCES "companies" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_09a86e765c3c96b4c5b02536251" FOREIGN KEY ("state_id") REFERENCES "states" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_clients"("id", "company_id", "first_name", "last_name", "cnp", "birth_date", "id_series", "id_number", "phone", "email", "state_id", "city", "address", "car_plate", "notes", "blocked", "blocked_reason", "created_at", "updated_at") SELECT "id", "company_id", "first_name", "last_name", "cnp", "birth_date", "id_series", "id_number", "phone", "email", "state_id", "city", "address", "car_plate", "notes", "blocked", "blocked_reason", "created_at", "updated_at" FROM "clients"`,
    );
    await queryRunner.query(`DROP TABLE "clients"`);
    await queryRunner.query(`ALTER TABLE "temporary_clients" RENAME TO "clients"`);
    await queryRunner.query(`CREATE INDEX "IDX_clients_company_plate" ON "clients" ("company_id", "car_plate") `);
    await queryRunner.query(`CREATE INDEX "IDX_clients_company_phone" ON "clients" ("company_id", "phone") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_clients_company_name" ON "clients" ("company_id", "last_name", "first_name") `,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_clients_company_cnp" ON "clients" ("company_id", "cnp") `);
    await queryRunner.query(`DROP INDEX "IDX_media_company"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_media" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "storage_key" varchar(120) NOT NULL, "name" varchar(255) NOT NULL, "mime" varchar(64) NOT NULL, "size" integer NOT NULL, "sha256" varchar(64) NOT NULL, "created_by" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_9ba0d5268d6f75eca1b62cf10bd" UNIQUE ("storage_key"), CONSTRAINT "FK_21ca51e858c0f4f115e760598a0" FOREIGN KEY ("company_id") REFERENCES "companies" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_media"("id", "company_id", "storage_key", "name", "mime", "size", "sha256", "created_by", "created_at") SELECT "id", "company_id", "storage_key", "name", "mime", "size", "sha256", "created_by", "created_at" FROM "media"`,
    );
    await queryRunner.query(`DROP TABLE "media"`);
    await queryRunner.query(`ALTER TABLE "temporary_media" RENAME TO "media"`);
    await queryRunner.query(`CREATE INDEX "IDX_media_company" ON "media" ("company_id") `);
    await queryRunner.query(`DROP INDEX "IDX_client_documents_client"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_client_documents" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "client_id" integer NOT NULL, "media_id" integer NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_15a8218b7e8e9fbe7a95ad0843b" FOREIGN KEY ("client_id") REFERENCES "clients" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_860aeb4b880df6b6d6bdb732e01" FOREIGN KEY ("media_id") REFERENCES "media" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_client_documents"("id", "company_id", "client_id", "media_id", "created_at") SELECT "id", "company_id", "client_id", "media_id", "created_at" FROM "client_documents"`,
    );
    await queryRunner.query(`DROP TABLE "client_documents"`);
    await queryRunner.query(`ALTER TABLE "temporary_client_documents" RENAME TO "client_documents"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_client_documents_client" ON "client_documents" ("company_id", "client_id") `,
    );
    await queryRunner.query(`DROP INDEX "UQ_passes_code"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_created"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_client"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_valid_from"`);
    await queryRunner.query(`DROP INDEX "UQ_passes_series_number"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_passes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "client_id" integer NOT NULL, "water_id" integer NOT NULL, "plan_id" integer NOT NULL, "discount_id" integer, "doc_series_id" integer NOT NULL, "series" varchar(10) NOT NULL, "number" integer NOT NULL, "code" varchar(32) NOT NULL, "valid_from" datetime NOT NULL, "valid_to" datetime NOT NULL, "price" decimal(12,2) NOT NULL, "discount_amount" decimal(12,2) NOT NULL DEFAULT (0), "total" decimal(12,2) NOT NULL, "rods" integer NOT NULL, "retention_kg" decimal(6,2) NOT NULL DEFAULT (0), "payment_method" varchar(8) NOT NULL, "car_plate" varchar(16), "notes" text, "status" varchar(10) NOT NULL DEFAULT ('active'), "created_by" integer, "cancelled_at" datetime, "cancelled_by" integer, "cancel_reason" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_b9b57e5172d3ae3af54932caef9" FOREIGN KEY ("company_id") REFERENCES "companies" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_4b0ff1ec9800e32a7647c57462c" FOREIGN KEY ("client_id") REFERENCES "clients" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_c3ab97b08fc935d6cfa8f0fb185" FOREIGN KEY ("water_id") REFERENCES "waters" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_c17fef6db048583ea05f63bc0ac" FOREIGN KEY ("plan_id") REFERENCES "plans" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_2fb5a5c5ab4089baf21df081531" FOREIGN KEY ("discount_id") REFERENCES "discounts" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_54b66ba7bda463b70bd89e61ea5" FOREIGN KEY ("doc_series_id") REFERENCES "doc_series" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_7bef8e3906478cf51a0a1448239" FOREIGN KEY ("created_by") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_passes"("id", "company_id", "client_id", "water_id", "plan_id", "discount_id", "doc_series_id", "series", "number", "code", "valid_from", "valid_to", "price", "discount_amount", "total", "rods", "retention_kg", "payment_method", "car_plate", "notes", "status", "created_by", "cancelled_at", "cancelled_by", "cancel_reason", "created_at", "updated_at") SELECT "id", "company_id", "client_id", "water_id", "plan_id", "discount_id", "doc_series_id", "series", "number", "code", "valid_from", "valid_to", "price", "discount_amount", "total", "rods", "retention_kg", "payment_method", "car_plate", "notes", "status", "created_by", "cancelled_at", "cancelled_by", "cancel_reason", "created_at", "updated_at" FROM "passes"`,
    );
    await queryRunner.query(`DROP TABLE "passes"`);
    await queryRunner.query(`ALTER TABLE "temporary_passes" RENAME TO "passes"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_passes_code" ON "passes" ("code") `);
    await queryRunner.query(`CREATE INDEX "IDX_passes_company_created" ON "passes" ("company_id", "created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_passes_company_client" ON "passes" ("company_id", "client_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_passes_company_valid_from" ON "passes" ("company_id", "valid_from") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_passes_series_number" ON "passes" ("doc_series_id", "number") `);
    await queryRunner.query(`DROP INDEX "IDX_receipts_pass"`);
    await queryRunner.query(`DROP INDEX "IDX_receipts_company_client"`);
    await queryRunner.query(`DROP INDEX "IDX_receipts_company_issued"`);
    await queryRunner.query(`DROP INDEX "UQ_receipts_series_number"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_receipts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "client_id" integer NOT NULL, "pass_id" integer, "doc_series_id" integer NOT NULL, "series" varchar(10) NOT NULL, "number" integer NOT NULL, "issued_on" date NOT NULL, "amount" decimal(12,2) NOT NULL, "amount_words" varchar(255) NOT NULL, "description" varchar(255) NOT NULL, "fiscal_receipt_no" varchar(40), "status" varchar(10) NOT NULL DEFAULT ('issued'), "created_by" integer, "cancelled_at" datetime, "cancelled_by" integer, "cancel_reason" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_a560b337c02d397720dad8f8193" FOREIGN KEY ("company_id") REFERENCES "companies" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_407f112522ea379e224b181c95a" FOREIGN KEY ("client_id") REFERENCES "clients" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_193f23a98fe5f061ba8aeb7d482" FOREIGN KEY ("pass_id") REFERENCES "passes" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_a4fd1bc502e009ca405ba2f07d9" FOREIGN KEY ("doc_series_id") REFERENCES "doc_series" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_eee1cdcc032068c53ba58a7d8e6" FOREIGN KEY ("created_by") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_receipts"("id", "company_id", "client_id", "pass_id", "doc_series_id", "series", "number", "issued_on", "amount", "amount_words", "description", "fiscal_receipt_no", "status", "created_by", "cancelled_at", "cancelled_by", "cancel_reason", "created_at", "updated_at") SELECT "id", "company_id", "client_id", "pass_id", "doc_series_id", "series", "number", "issued_on", "amount", "amount_words", "description", "fiscal_receipt_no", "status", "created_by", "cancelled_at", "cancelled_by", "cancel_reason", "created_at", "updated_at" FROM "receipts"`,
    );
    await queryRunner.query(`DROP TABLE "receipts"`);
    await queryRunner.query(`ALTER TABLE "temporary_receipts" RENAME TO "receipts"`);
    await queryRunner.query(`CREATE INDEX "IDX_receipts_pass" ON "receipts" ("pass_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_receipts_company_client" ON "receipts" ("company_id", "client_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_receipts_company_issued" ON "receipts" ("company_id", "issued_on") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_receipts_series_number" ON "receipts" ("doc_series_id", "number") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_receipts_series_number"`);
    await queryRunner.query(`DROP INDEX "IDX_receipts_company_issued"`);
    await queryRunner.query(`DROP INDEX "IDX_receipts_company_client"`);
    await queryRunner.query(`DROP INDEX "IDX_receipts_pass"`);
    await queryRunner.query(`ALTER TABLE "receipts" RENAME TO "temporary_receipts"`);
    await queryRunner.query(
      `CREATE TABLE "receipts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "client_id" integer NOT NULL, "pass_id" integer, "doc_series_id" integer NOT NULL, "series" varchar(10) NOT NULL, "number" integer NOT NULL, "issued_on" date NOT NULL, "amount" decimal(12,2) NOT NULL, "amount_words" varchar(255) NOT NULL, "description" varchar(255) NOT NULL, "fiscal_receipt_no" varchar(40), "status" varchar(10) NOT NULL DEFAULT ('issued'), "created_by" integer, "cancelled_at" datetime, "cancelled_by" integer, "cancel_reason" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "receipts"("id", "company_id", "client_id", "pass_id", "doc_series_id", "series", "number", "issued_on", "amount", "amount_words", "description", "fiscal_receipt_no", "status", "created_by", "cancelled_at", "cancelled_by", "cancel_reason", "created_at", "updated_at") SELECT "id", "company_id", "client_id", "pass_id", "doc_series_id", "series", "number", "issued_on", "amount", "amount_words", "description", "fiscal_receipt_no", "status", "created_by", "cancelled_at", "cancelled_by", "cancel_reason", "created_at", "updated_at" FROM "temporary_receipts"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_receipts"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_receipts_series_number" ON "receipts" ("doc_series_id", "number") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_receipts_company_issued" ON "receipts" ("company_id", "issued_on") `);
    await queryRunner.query(`CREATE INDEX "IDX_receipts_company_client" ON "receipts" ("company_id", "client_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_receipts_pass" ON "receipts" ("pass_id") `);
    await queryRunner.query(`DROP INDEX "UQ_passes_series_number"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_valid_from"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_client"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_created"`);
    await queryRunner.query(`DROP INDEX "UQ_passes_code"`);
    await queryRunner.query(`ALTER TABLE "passes" RENAME TO "temporary_passes"`);
    await queryRunner.query(
      `CREATE TABLE "passes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "client_id" integer NOT NULL, "water_id" integer NOT NULL, "plan_id" integer NOT NULL, "discount_id" integer, "doc_series_id" integer NOT NULL, "series" varchar(10) NOT NULL, "number" integer NOT NULL, "code" varchar(32) NOT NULL, "valid_from" datetime NOT NULL, "valid_to" datetime NOT NULL, "price" decimal(12,2) NOT NULL, "discount_amount" decimal(12,2) NOT NULL DEFAULT (0), "total" decimal(12,2) NOT NULL, "rods" integer NOT NULL, "retention_kg" decimal(6,2) NOT NULL DEFAULT (0), "payment_method" varchar(8) NOT NULL, "car_plate" varchar(16), "notes" text, "status" varchar(10) NOT NULL DEFAULT ('active'), "created_by" integer, "cancelled_at" datetime, "cancelled_by" integer, "cancel_reason" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "passes"("id", "company_id", "client_id", "water_id", "plan_id", "discount_id", "doc_series_id", "series", "number", "code", "valid_from", "valid_to", "price", "discount_amount", "total", "rods", "retention_kg", "payment_method", "car_plate", "notes", "status", "created_by", "cancelled_at", "cancelled_by", "cancel_reason", "created_at", "updated_at") SELECT "id", "company_id", "client_id", "water_id", "plan_id", "discount_id", "doc_series_id", "series", "number", "code", "valid_from", "valid_to", "price", "discount_amount", "total", "rods", "retention_kg", "payment_method", "car_plate", "notes", "status", "created_by", "cancelled_at", "cancelled_by", "cancel_reason", "created_at", "updated_at" FROM "temporary_passes"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_passes"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_passes_series_number" ON "passes" ("doc_series_id", "number") `);
    await queryRunner.query(`CREATE INDEX "IDX_passes_company_valid_from" ON "passes" ("company_id", "valid_from") `);
    await queryRunner.query(`CREATE INDEX "IDX_passes_company_client" ON "passes" ("company_id", "client_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_passes_company_created" ON "passes" ("company_id", "created_at") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_passes_code" ON "passes" ("code") `);
    await queryRunner.query(`DROP INDEX "IDX_client_documents_client"`);
    await queryRunner.query(`ALTER TABLE "client_documents" RENAME TO "temporary_client_documents"`);
    await queryRunner.query(
      `CREATE TABLE "client_documents" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "client_id" integer NOT NULL, "media_id" integer NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "client_documents"("id", "company_id", "client_id", "media_id", "created_at") SELECT "id", "company_id", "client_id", "media_id", "created_at" FROM "temporary_client_documents"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_client_documents"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_client_documents_client" ON "client_documents" ("company_id", "client_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_media_company"`);
    await queryRunner.query(`ALTER TABLE "media" RENAME TO "temporary_media"`);
    await queryRunner.query(
      `CREATE TABLE "media" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "storage_key" varchar(120) NOT NULL, "name" varchar(255) NOT NULL, "mime" varchar(64) NOT NULL, "size" integer NOT NULL, "sha256" varchar(64) NOT NULL, "created_by" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_9ba0d5268d6f75eca1b62cf10bd" UNIQUE ("storage_key"))`,
    );
    await queryRunner.query(
      `INSERT INTO "media"("id", "company_id", "storage_key", "name", "mime", "size", "sha256", "created_by", "created_at") SELECT "id", "company_id", "storage_key", "name", "mime", "size", "sha256", "created_by", "created_at" FROM "temporary_media"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_media"`);
    await queryRunner.query(`CREATE INDEX "IDX_media_company" ON "media" ("company_id") `);
    await queryRunner.query(`DROP INDEX "UQ_clients_company_cnp"`);
    await queryRunner.query(`DROP INDEX "IDX_clients_company_name"`);
    await queryRunner.query(`DROP INDEX "IDX_clients_company_phone"`);
    await queryRunner.query(`DROP INDEX "IDX_clients_company_plate"`);
    await queryRunner.query(`ALTER TABLE "clients" RENAME TO "temporary_clients"`);
    await queryRunner.query(
      `CREATE TABLE "clients" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "first_name" varchar(80) NOT NULL, "last_name" varchar(80) NOT NULL, "cnp" varchar(13), "birth_date" date, "id_series" varchar(2), "id_number" varchar(8), "phone" varchar(32), "email" varchar(160), "state_id" integer, "city" varchar(100), "address" varchar(255), "car_plate" varchar(16), "notes" text, "blocked" boolean NOT NULL DEFAULT (0), "blocked_reason" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "clients"("id", "company_id", "first_name", "last_name", "cnp", "birth_date", "id_series", "id_number", "phone", "email", "state_id", "city", "address", "car_plate", "notes", "blocked", "blocked_reason", "created_at", "updated_at") SELECT "id", "company_id", "first_name", "last_name", "cnp", "birth_date", "id_series", "id_number", "phone", "email", "state_id", "city", "address", "car_plate", "notes", "blocked", "blocked_reason", "created_at", "updated_at" FROM "temporary_clients"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_clients"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_clients_company_cnp" ON "clients" ("company_id", "cnp") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_clients_company_name" ON "clients" ("company_id", "last_name", "first_name") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_clients_company_phone" ON "clients" ("company_id", "phone") `);
    await queryRunner.query(`CREATE INDEX "IDX_clients_company_plate" ON "clients" ("company_id", "car_plate") `);
    await queryRunner.query(`DROP INDEX "UQ_receipts_series_number"`);
    await queryRunner.query(`DROP INDEX "IDX_receipts_company_issued"`);
    await queryRunner.query(`DROP INDEX "IDX_receipts_company_client"`);
    await queryRunner.query(`DROP INDEX "IDX_receipts_pass"`);
    await queryRunner.query(`DROP TABLE "receipts"`);
    await queryRunner.query(`DROP INDEX "UQ_passes_series_number"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_valid_from"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_client"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_created"`);
    await queryRunner.query(`DROP INDEX "UQ_passes_code"`);
    await queryRunner.query(`DROP TABLE "passes"`);
    await queryRunner.query(`DROP INDEX "IDX_client_documents_client"`);
    await queryRunner.query(`DROP TABLE "client_documents"`);
    await queryRunner.query(`DROP INDEX "IDX_media_company"`);
    await queryRunner.query(`DROP TABLE "media"`);
    await queryRunner.query(`DROP INDEX "UQ_clients_company_cnp"`);
    await queryRunner.query(`DROP INDEX "IDX_clients_company_name"`);
    await queryRunner.query(`DROP INDEX "IDX_clients_company_phone"`);
    await queryRunner.query(`DROP INDEX "IDX_clients_company_plate"`);
    await queryRunner.query(`DROP TABLE "clients"`);
  }
}
