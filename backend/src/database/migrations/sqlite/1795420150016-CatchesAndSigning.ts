import { MigrationInterface, QueryRunner } from 'typeorm';

/** The catch log, the plan's price per extra kg, the exit, and the passes' signatures. */
export class CatchesAndSigning1795420150016 implements MigrationInterface {
  name = 'CatchesAndSigning1795420150016';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "catches" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "pass_id" integer NOT NULL, "fish_id" integer NOT NULL, "count" integer NOT NULL DEFAULT (1), "weight_kg" decimal(9,3) NOT NULL DEFAULT (0), "kept" boolean NOT NULL DEFAULT (0), "recorded_at" datetime NOT NULL, "recorded_by" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_catches_company_recorded" ON "catches" ("company_id", "recorded_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_catches_pass" ON "catches" ("pass_id") `);
    await queryRunner.query(
      `CREATE TABLE "signing_keys" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "kid" varchar(40) NOT NULL, "public_x" varchar(64) NOT NULL, "private_enc" text NOT NULL, "current" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "retired_at" datetime)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_signing_keys_kid" ON "signing_keys" ("kid") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_signing_keys_company_current" ON "signing_keys" ("company_id", "current") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_plans_company"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_plans" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "name" varchar(120) NOT NULL, "duration_value" integer NOT NULL, "duration_unit" varchar(8) NOT NULL, "price" decimal(12,2) NOT NULL, "rods" integer NOT NULL DEFAULT (2), "retention_kg" decimal(6,2) NOT NULL DEFAULT (0), "night" boolean NOT NULL DEFAULT (0), "description" text, "active" boolean NOT NULL DEFAULT (1), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "extra_kg_price" decimal(12,2) NOT NULL DEFAULT (0), CONSTRAINT "FK_d2c2e8915644470dbd4fd8807d9" FOREIGN KEY ("company_id") REFERENCES "companies" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_plans"("id", "company_id", "name", "duration_value", "duration_unit", "price", "rods", "retention_kg", "night", "description", "active", "created_at", "updated_at") SELECT "id", "company_id", "name", "duration_value", "duration_unit", "price", "rods", "retention_kg", "night", "description", "active", "created_at", "updated_at" FROM "plans"`,
    );
    await queryRunner.query(`DROP TABLE "plans"`);
    await queryRunner.query(`ALTER TABLE "temporary_plans" RENAME TO "plans"`);
    await queryRunner.query(`CREATE INDEX "IDX_plans_company" ON "plans" ("company_id") `);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_plate"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_number"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_valid_cover"`);
    await queryRunner.query(`DROP INDEX "UQ_passes_series_number"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_client"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_created"`);
    await queryRunner.query(`DROP INDEX "UQ_passes_code"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_passes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "client_id" integer NOT NULL, "water_id" integer NOT NULL, "plan_id" integer NOT NULL, "discount_id" integer, "doc_series_id" integer NOT NULL, "series" varchar(10) NOT NULL, "number" integer NOT NULL, "code" varchar(32) NOT NULL, "valid_from" datetime NOT NULL, "valid_to" datetime NOT NULL, "price" decimal(12,2) NOT NULL, "discount_amount" decimal(12,2) NOT NULL DEFAULT (0), "total" decimal(12,2) NOT NULL, "rods" integer NOT NULL, "retention_kg" decimal(6,2) NOT NULL DEFAULT (0), "payment_method" varchar(8) NOT NULL, "car_plate" varchar(16), "notes" text, "status" varchar(10) NOT NULL DEFAULT ('active'), "created_by" integer, "cancelled_at" datetime, "cancelled_by" integer, "cancel_reason" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "token" text, "signing_key_id" integer, "checked_out_at" datetime, "checkout_receipt_id" integer, CONSTRAINT "FK_7bef8e3906478cf51a0a1448239" FOREIGN KEY ("created_by") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_54b66ba7bda463b70bd89e61ea5" FOREIGN KEY ("doc_series_id") REFERENCES "doc_series" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_2fb5a5c5ab4089baf21df081531" FOREIGN KEY ("discount_id") REFERENCES "discounts" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_c17fef6db048583ea05f63bc0ac" FOREIGN KEY ("plan_id") REFERENCES "plans" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_c3ab97b08fc935d6cfa8f0fb185" FOREIGN KEY ("water_id") REFERENCES "waters" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_4b0ff1ec9800e32a7647c57462c" FOREIGN KEY ("client_id") REFERENCES "clients" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_b9b57e5172d3ae3af54932caef9" FOREIGN KEY ("company_id") REFERENCES "companies" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_passes"("id", "company_id", "client_id", "water_id", "plan_id", "discount_id", "doc_series_id", "series", "number", "code", "valid_from", "valid_to", "price", "discount_amount", "total", "rods", "retention_kg", "payment_method", "car_plate", "notes", "status", "created_by", "cancelled_at", "cancelled_by", "cancel_reason", "created_at", "updated_at") SELECT "id", "company_id", "client_id", "water_id", "plan_id", "discount_id", "doc_series_id", "series", "number", "code", "valid_from", "valid_to", "price", "discount_amount", "total", "rods", "retention_kg", "payment_method", "car_plate", "notes", "status", "created_by", "cancelled_at", "cancelled_by", "cancel_reason", "created_at", "updated_at" FROM "passes"`,
    );
    await queryRunner.query(`DROP TABLE "passes"`);
    await queryRunner.query(`ALTER TABLE "temporary_passes" RENAME TO "passes"`);
    await queryRunner.query(`CREATE INDEX "IDX_passes_company_plate" ON "passes" ("company_id", "car_plate") `);
    await queryRunner.query(`CREATE INDEX "IDX_passes_company_number" ON "passes" ("company_id", "number") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_passes_company_valid_cover" ON "passes" ("company_id", "valid_from", "water_id", "status", "valid_to", "total") `,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_passes_series_number" ON "passes" ("doc_series_id", "number") `);
    await queryRunner.query(`CREATE INDEX "IDX_passes_company_client" ON "passes" ("company_id", "client_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_passes_company_created" ON "passes" ("company_id", "created_at") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_passes_code" ON "passes" ("code") `);
    await queryRunner.query(`CREATE INDEX "IDX_passes_signing_key_valid" ON "passes" ("signing_key_id", "valid_to") `);
    await queryRunner.query(`CREATE INDEX "IDX_passes_company_cancelled" ON "passes" ("company_id", "cancelled_at") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_passes_company_cancelled"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_signing_key_valid"`);
    await queryRunner.query(`DROP INDEX "UQ_passes_code"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_created"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_client"`);
    await queryRunner.query(`DROP INDEX "UQ_passes_series_number"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_valid_cover"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_number"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_plate"`);
    await queryRunner.query(`ALTER TABLE "passes" RENAME TO "temporary_passes"`);
    await queryRunner.query(
      `CREATE TABLE "passes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "client_id" integer NOT NULL, "water_id" integer NOT NULL, "plan_id" integer NOT NULL, "discount_id" integer, "doc_series_id" integer NOT NULL, "series" varchar(10) NOT NULL, "number" integer NOT NULL, "code" varchar(32) NOT NULL, "valid_from" datetime NOT NULL, "valid_to" datetime NOT NULL, "price" decimal(12,2) NOT NULL, "discount_amount" decimal(12,2) NOT NULL DEFAULT (0), "total" decimal(12,2) NOT NULL, "rods" integer NOT NULL, "retention_kg" decimal(6,2) NOT NULL DEFAULT (0), "payment_method" varchar(8) NOT NULL, "car_plate" varchar(16), "notes" text, "status" varchar(10) NOT NULL DEFAULT ('active'), "created_by" integer, "cancelled_at" datetime, "cancelled_by" integer, "cancel_reason" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_7bef8e3906478cf51a0a1448239" FOREIGN KEY ("created_by") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_54b66ba7bda463b70bd89e61ea5" FOREIGN KEY ("doc_series_id") REFERENCES "doc_series" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_2fb5a5c5ab4089baf21df081531" FOREIGN KEY ("discount_id") REFERENCES "discounts" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_c17fef6db048583ea05f63bc0ac" FOREIGN KEY ("plan_id") REFERENCES "plans" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_c3ab97b08fc935d6cfa8f0fb185" FOREIGN KEY ("water_id") REFERENCES "waters" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_4b0ff1ec9800e32a7647c57462c" FOREIGN KEY ("client_id") REFERENCES "clients" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_b9b57e5172d3ae3af54932caef9" FOREIGN KEY ("company_id") REFERENCES "companies" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "passes"("id", "company_id", "client_id", "water_id", "plan_id", "discount_id", "doc_series_id", "series", "number", "code", "valid_from", "valid_to", "price", "discount_amount", "total", "rods", "retention_kg", "payment_method", "car_plate", "notes", "status", "created_by", "cancelled_at", "cancelled_by", "cancel_reason", "created_at", "updated_at") SELECT "id", "company_id", "client_id", "water_id", "plan_id", "discount_id", "doc_series_id", "series", "number", "code", "valid_from", "valid_to", "price", "discount_amount", "total", "rods", "retention_kg", "payment_method", "car_plate", "notes", "status", "created_by", "cancelled_at", "cancelled_by", "cancel_reason", "created_at", "updated_at" FROM "temporary_passes"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_passes"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_passes_code" ON "passes" ("code") `);
    await queryRunner.query(`CREATE INDEX "IDX_passes_company_created" ON "passes" ("company_id", "created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_passes_company_client" ON "passes" ("company_id", "client_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_passes_series_number" ON "passes" ("doc_series_id", "number") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_passes_company_valid_cover" ON "passes" ("company_id", "valid_from", "water_id", "status", "valid_to", "total") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_passes_company_number" ON "passes" ("company_id", "number") `);
    await queryRunner.query(`CREATE INDEX "IDX_passes_company_plate" ON "passes" ("company_id", "car_plate") `);
    await queryRunner.query(`DROP INDEX "IDX_plans_company"`);
    await queryRunner.query(`ALTER TABLE "plans" RENAME TO "temporary_plans"`);
    await queryRunner.query(
      `CREATE TABLE "plans" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "name" varchar(120) NOT NULL, "duration_value" integer NOT NULL, "duration_unit" varchar(8) NOT NULL, "price" decimal(12,2) NOT NULL, "rods" integer NOT NULL DEFAULT (2), "retention_kg" decimal(6,2) NOT NULL DEFAULT (0), "night" boolean NOT NULL DEFAULT (0), "description" text, "active" boolean NOT NULL DEFAULT (1), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_d2c2e8915644470dbd4fd8807d9" FOREIGN KEY ("company_id") REFERENCES "companies" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "plans"("id", "company_id", "name", "duration_value", "duration_unit", "price", "rods", "retention_kg", "night", "description", "active", "created_at", "updated_at") SELECT "id", "company_id", "name", "duration_value", "duration_unit", "price", "rods", "retention_kg", "night", "description", "active", "created_at", "updated_at" FROM "temporary_plans"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_plans"`);
    await queryRunner.query(`CREATE INDEX "IDX_plans_company" ON "plans" ("company_id") `);
    await queryRunner.query(`DROP INDEX "UQ_signing_keys_company_current"`);
    await queryRunner.query(`DROP INDEX "UQ_signing_keys_kid"`);
    await queryRunner.query(`DROP TABLE "signing_keys"`);
    await queryRunner.query(`DROP INDEX "IDX_catches_pass"`);
    await queryRunner.query(`DROP INDEX "IDX_catches_company_recorded"`);
    await queryRunner.query(`DROP TABLE "catches"`);
  }
}
