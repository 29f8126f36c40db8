import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stands, bookings and the water's map, with the passes' stand. Generated after
 * CatchesAndSigning and PrivacyAndAudit: TypeORM rebuilds the passes table on SQLite, and the
 * branch's own two migrations, written before those, would have dropped their columns.
 */
export class StandsAndBookings1795424066683 implements MigrationInterface {
  name = 'StandsAndBookings1795424066683';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "stands" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "water_id" integer NOT NULL, "number" varchar(20) NOT NULL, "name" varchar(120), "capacity" integer NOT NULL DEFAULT (1), "supplement" decimal(12,2) NOT NULL DEFAULT (0), "active" boolean NOT NULL DEFAULT (1), "x" decimal(5,2) NOT NULL DEFAULT (50), "y" decimal(5,2) NOT NULL DEFAULT (50), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_stands_company_water" ON "stands" ("company_id", "water_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_stands_water_number" ON "stands" ("water_id", "number") `);
    await queryRunner.query(
      `CREATE TABLE "bookings" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "client_id" integer, "guest_name" varchar(160), "guest_phone" varchar(32), "guest_email" varchar(255), "water_id" integer NOT NULL, "stand_id" integer, "plan_id" integer NOT NULL, "starts_at" datetime NOT NULL, "ends_at" datetime NOT NULL, "anglers" integer NOT NULL DEFAULT (1), "status" varchar(12) NOT NULL DEFAULT ('pending'), "deposit" decimal(12,2) NOT NULL DEFAULT (0), "deposit_receipt_id" integer, "source" varchar(8) NOT NULL, "notes" text, "pass_id" integer, "created_by" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_bookings_company_phone" ON "bookings" ("company_id", "guest_phone", "status") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_bookings_stand_ends" ON "bookings" ("stand_id", "ends_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_bookings_water_ends" ON "bookings" ("water_id", "ends_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_bookings_company_starts" ON "bookings" ("company_id", "starts_at") `);
    await queryRunner.query(`DROP INDEX "UQ_waters_company_name"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_waters" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "name" varchar(120) NOT NULL, "state_id" integer, "city" varchar(100), "surface_ha" decimal(10,2), "description" text, "rules" text, "latitude" decimal(9,6), "longitude" decimal(9,6), "active" boolean NOT NULL DEFAULT (1), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "max_anglers_per_day" integer, "map_media_id" integer, CONSTRAINT "FK_89a75e33cd23d00c9253dff9c72" FOREIGN KEY ("state_id") REFERENCES "states" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_d934a05249c27871cce3a52f253" FOREIGN KEY ("company_id") REFERENCES "companies" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_waters"("id", "company_id", "name", "state_id", "city", "surface_ha", "description", "rules", "latitude", "longitude", "active", "created_at", "updated_at") SELECT "id", "company_id", "name", "state_id", "city", "surface_ha", "description", "rules", "latitude", "longitude", "active", "created_at", "updated_at" FROM "waters"`,
    );
    await queryRunner.query(`DROP TABLE "waters"`);
    await queryRunner.query(`ALTER TABLE "temporary_waters" RENAME TO "waters"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_waters_company_name" ON "waters" ("company_id", "name") `);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_cancelled"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_signing_key_valid"`);
    await queryRunner.query(`DROP INDEX "UQ_passes_code"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_created"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_client"`);
    await queryRunner.query(`DROP INDEX "UQ_passes_series_number"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_valid_cover"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_number"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_plate"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_passes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "client_id" integer NOT NULL, "water_id" integer NOT NULL, "plan_id" integer NOT NULL, "discount_id" integer, "doc_series_id" integer NOT NULL, "series" varchar(10) NOT NULL, "number" integer NOT NULL, "code" varchar(32) NOT NULL, "valid_from" datetime NOT NULL, "valid_to" datetime NOT NULL, "price" decimal(12,2) NOT NULL, "discount_amount" decimal(12,2) NOT NULL DEFAULT (0), "total" decimal(12,2) NOT NULL, "rods" integer NOT NULL, "retention_kg" decimal(6,2) NOT NULL DEFAULT (0), "payment_method" varchar(8) NOT NULL, "car_plate" varchar(16), "notes" text, "status" varchar(10) NOT NULL DEFAULT ('active'), "created_by" integer, "cancelled_at" datetime, "cancelled_by" integer, "cancel_reason" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "token" text, "signing_key_id" integer, "checked_out_at" datetime, "checkout_receipt_id" integer, "stand_id" integer, CONSTRAINT "FK_b9b57e5172d3ae3af54932caef9" FOREIGN KEY ("company_id") REFERENCES "companies" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_4b0ff1ec9800e32a7647c57462c" FOREIGN KEY ("client_id") REFERENCES "clients" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_c3ab97b08fc935d6cfa8f0fb185" FOREIGN KEY ("water_id") REFERENCES "waters" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_c17fef6db048583ea05f63bc0ac" FOREIGN KEY ("plan_id") REFERENCES "plans" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_2fb5a5c5ab4089baf21df081531" FOREIGN KEY ("discount_id") REFERENCES "discounts" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_54b66ba7bda463b70bd89e61ea5" FOREIGN KEY ("doc_series_id") REFERENCES "doc_series" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_7bef8e3906478cf51a0a1448239" FOREIGN KEY ("created_by") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_passes"("id", "company_id", "client_id", "water_id", "plan_id", "discount_id", "doc_series_id", "series", "number", "code", "valid_from", "valid_to", "price", "discount_amount", "total", "rods", "retention_kg", "payment_method", "car_plate", "notes", "status", "created_by", "cancelled_at", "cancelled_by", "cancel_reason", "created_at", "updated_at", "token", "signing_key_id", "checked_out_at", "checkout_receipt_id") SELECT "id", "company_id", "client_id", "water_id", "plan_id", "discount_id", "doc_series_id", "series", "number", "code", "valid_from", "valid_to", "price", "discount_amount", "total", "rods", "retention_kg", "payment_method", "car_plate", "notes", "status", "created_by", "cancelled_at", "cancelled_by", "cancel_reason", "created_at", "updated_at", "token", "signing_key_id", "checked_out_at", "checkout_receipt_id" FROM "passes"`,
    );
    await queryRunner.query(`DROP TABLE "passes"`);
    await queryRunner.query(`ALTER TABLE "temporary_passes" RENAME TO "passes"`);
    await queryRunner.query(`CREATE INDEX "IDX_passes_company_cancelled" ON "passes" ("company_id", "cancelled_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_passes_signing_key_valid" ON "passes" ("signing_key_id", "valid_to") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_passes_code" ON "passes" ("code") `);
    await queryRunner.query(`CREATE INDEX "IDX_passes_company_created" ON "passes" ("company_id", "created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_passes_company_client" ON "passes" ("company_id", "client_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_passes_series_number" ON "passes" ("doc_series_id", "number") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_passes_company_valid_cover" ON "passes" ("company_id", "valid_from", "water_id", "status", "valid_to", "total") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_passes_company_number" ON "passes" ("company_id", "number") `);
    await queryRunner.query(`CREATE INDEX "IDX_passes_company_plate" ON "passes" ("company_id", "car_plate") `);
    await queryRunner.query(`CREATE INDEX "IDX_passes_stand_valid_to" ON "passes" ("stand_id", "valid_to") `);
    await queryRunner.query(`DROP INDEX "IDX_stands_company_water"`);
    await queryRunner.query(`DROP INDEX "UQ_stands_water_number"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_stands" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "water_id" integer NOT NULL, "number" varchar(20) NOT NULL, "name" varchar(120), "capacity" integer NOT NULL DEFAULT (1), "supplement" decimal(12,2) NOT NULL DEFAULT (0), "active" boolean NOT NULL DEFAULT (1), "x" decimal(5,2) NOT NULL DEFAULT (50), "y" decimal(5,2) NOT NULL DEFAULT (50), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_abf3a3253d537f6a701afd86610" FOREIGN KEY ("company_id") REFERENCES "companies" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_7ab8bb3771a8d6d87ff93ecec26" FOREIGN KEY ("water_id") REFERENCES "waters" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_stands"("id", "company_id", "water_id", "number", "name", "capacity", "supplement", "active", "x", "y", "created_at", "updated_at") SELECT "id", "company_id", "water_id", "number", "name", "capacity", "supplement", "active", "x", "y", "created_at", "updated_at" FROM "stands"`,
    );
    await queryRunner.query(`DROP TABLE "stands"`);
    await queryRunner.query(`ALTER TABLE "temporary_stands" RENAME TO "stands"`);
    await queryRunner.query(`CREATE INDEX "IDX_stands_company_water" ON "stands" ("company_id", "water_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_stands_water_number" ON "stands" ("water_id", "number") `);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_cancelled"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_signing_key_valid"`);
    await queryRunner.query(`DROP INDEX "UQ_passes_code"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_created"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_client"`);
    await queryRunner.query(`DROP INDEX "UQ_passes_series_number"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_valid_cover"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_number"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_plate"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_stand_valid_to"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_passes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "client_id" integer NOT NULL, "water_id" integer NOT NULL, "plan_id" integer NOT NULL, "discount_id" integer, "doc_series_id" integer NOT NULL, "series" varchar(10) NOT NULL, "number" integer NOT NULL, "code" varchar(32) NOT NULL, "valid_from" datetime NOT NULL, "valid_to" datetime NOT NULL, "price" decimal(12,2) NOT NULL, "discount_amount" decimal(12,2) NOT NULL DEFAULT (0), "total" decimal(12,2) NOT NULL, "rods" integer NOT NULL, "retention_kg" decimal(6,2) NOT NULL DEFAULT (0), "payment_method" varchar(8) NOT NULL, "car_plate" varchar(16), "notes" text, "status" varchar(10) NOT NULL DEFAULT ('active'), "created_by" integer, "cancelled_at" datetime, "cancelled_by" integer, "cancel_reason" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "token" text, "signing_key_id" integer, "checked_out_at" datetime, "checkout_receipt_id" integer, "stand_id" integer, CONSTRAINT "FK_b9b57e5172d3ae3af54932caef9" FOREIGN KEY ("company_id") REFERENCES "companies" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_4b0ff1ec9800e32a7647c57462c" FOREIGN KEY ("client_id") REFERENCES "clients" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_c3ab97b08fc935d6cfa8f0fb185" FOREIGN KEY ("water_id") REFERENCES "waters" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_c17fef6db048583ea05f63bc0ac" FOREIGN KEY ("plan_id") REFERENCES "plans" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_2fb5a5c5ab4089baf21df081531" FOREIGN KEY ("discount_id") REFERENCES "discounts" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_54b66ba7bda463b70bd89e61ea5" FOREIGN KEY ("doc_series_id") REFERENCES "doc_series" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_7bef8e3906478cf51a0a1448239" FOREIGN KEY ("created_by") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_e3d636c73203fea8a9b27999d8e" FOREIGN KEY ("stand_id") REFERENCES "stands" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_passes"("id", "company_id", "client_id", "water_id", "plan_id", "discount_id", "doc_series_id", "series", "number", "code", "valid_from", "valid_to", "price", "discount_amount", "total", "rods", "retention_kg", "payment_method", "car_plate", "notes", "status", "created_by", "cancelled_at", "cancelled_by", "cancel_reason", "created_at", "updated_at", "token", "signing_key_id", "checked_out_at", "checkout_receipt_id", "stand_id") SELECT "id", "company_id", "client_id", "water_id", "plan_id", "discount_id", "doc_series_id", "series", "number", "code", "valid_from", "valid_to", "price", "discount_amount", "total", "rods", "retention_kg", "payment_method", "car_plate", "notes", "status", "created_by", "cancelled_at", "cancelled_by", "cancel_reason", "created_at", "updated_at", "token", "signing_key_id", "checked_out_at", "checkout_receipt_id", "stand_id" FROM "passes"`,
    );
    await queryRunner.query(`DROP TABLE "passes"`);
    await queryRunner.query(`ALTER TABLE "temporary_passes" RENAME TO "passes"`);
    await queryRunner.query(`CREATE INDEX "IDX_passes_company_cancelled" ON "passes" ("company_id", "cancelled_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_passes_signing_key_valid" ON "passes" ("signing_key_id", "valid_to") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_passes_code" ON "passes" ("code") `);
    await queryRunner.query(`CREATE INDEX "IDX_passes_company_created" ON "passes" ("company_id", "created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_passes_company_client" ON "passes" ("company_id", "client_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_passes_series_number" ON "passes" ("doc_series_id", "number") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_passes_company_valid_cover" ON "passes" ("company_id", "valid_from", "water_id", "status", "valid_to", "total") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_passes_company_number" ON "passes" ("company_id", "number") `);
    await queryRunner.query(`CREATE INDEX "IDX_passes_company_plate" ON "passes" ("company_id", "car_plate") `);
    await queryRunner.query(`CREATE INDEX "IDX_passes_stand_valid_to" ON "passes" ("stand_id", "valid_to") `);
    await queryRunner.query(`DROP INDEX "IDX_bookings_company_phone"`);
    await queryRunner.query(`DROP INDEX "IDX_bookings_stand_ends"`);
    await queryRunner.query(`DROP INDEX "IDX_bookings_water_ends"`);
    await queryRunner.query(`DROP INDEX "IDX_bookings_company_starts"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_bookings" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "client_id" integer, "guest_name" varchar(160), "guest_phone" varchar(32), "guest_email" varchar(255), "water_id" integer NOT NULL, "stand_id" integer, "plan_id" integer NOT NULL, "starts_at" datetime NOT NULL, "ends_at" datetime NOT NULL, "anglers" integer NOT NULL DEFAULT (1), "status" varchar(12) NOT NULL DEFAULT ('pending'), "deposit" decimal(12,2) NOT NULL DEFAULT (0), "deposit_receipt_id" integer, "source" varchar(8) NOT NULL, "notes" text, "pass_id" integer, "created_by" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_72dbd3365e2977161f9dec96b1a" FOREIGN KEY ("company_id") REFERENCES "companies" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_e3f4d99a62fbec9525d8a05591a" FOREIGN KEY ("water_id") REFERENCES "waters" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_0dfa9b9890c4c24b580500f1252" FOREIGN KEY ("stand_id") REFERENCES "stands" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_b8e15946b24b4219bdf03140d26" FOREIGN KEY ("plan_id") REFERENCES "plans" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_bookings"("id", "company_id", "client_id", "guest_name", "guest_phone", "guest_email", "water_id", "stand_id", "plan_id", "starts_at", "ends_at", "anglers", "status", "deposit", "deposit_receipt_id", "source", "notes", "pass_id", "created_by", "created_at", "updated_at") SELECT "id", "company_id", "client_id", "guest_name", "guest_phone", "guest_email", "water_id", "stand_id", "plan_id", "starts_at", "ends_at", "anglers", "status", "deposit", "deposit_receipt_id", "source", "notes", "pass_id", "created_by", "created_at", "updated_at" FROM "bookings"`,
    );
    await queryRunner.query(`DROP TABLE "bookings"`);
    await queryRunner.query(`ALTER TABLE "temporary_bookings" RENAME TO "bookings"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_bookings_company_phone" ON "bookings" ("company_id", "guest_phone", "status") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_bookings_stand_ends" ON "bookings" ("stand_id", "ends_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_bookings_water_ends" ON "bookings" ("water_id", "ends_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_bookings_company_starts" ON "bookings" ("company_id", "starts_at") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_bookings_company_starts"`);
    await queryRunner.query(`DROP INDEX "IDX_bookings_water_ends"`);
    await queryRunner.query(`DROP INDEX "IDX_bookings_stand_ends"`);
    await queryRunner.query(`DROP INDEX "IDX_bookings_company_phone"`);
    await queryRunner.query(`ALTER TABLE "bookings" RENAME TO "temporary_bookings"`);
    await queryRunner.query(
      `CREATE TABLE "bookings" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "client_id" integer, "guest_name" varchar(160), "guest_phone" varchar(32), "guest_email" varchar(255), "water_id" integer NOT NULL, "stand_id" integer, "plan_id" integer NOT NULL, "starts_at" datetime NOT NULL, "ends_at" datetime NOT NULL, "anglers" integer NOT NULL DEFAULT (1), "status" varchar(12) NOT NULL DEFAULT ('pending'), "deposit" decimal(12,2) NOT NULL DEFAULT (0), "deposit_receipt_id" integer, "source" varchar(8) NOT NULL, "notes" text, "pass_id" integer, "created_by" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "bookings"("id", "company_id", "client_id", "guest_name", "guest_phone", "guest_email", "water_id", "stand_id", "plan_id", "starts_at", "ends_at", "anglers", "status", "deposit", "deposit_receipt_id", "source", "notes", "pass_id", "created_by", "created_at", "updated_at") SELECT "id", "company_id", "client_id", "guest_name", "guest_phone", "guest_email", "water_id", "stand_id", "plan_id", "starts_at", "ends_at", "anglers", "status", "deposit", "deposit_receipt_id", "source", "notes", "pass_id", "created_by", "created_at", "updated_at" FROM "temporary_bookings"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_bookings"`);
    await queryRunner.query(`CREATE INDEX "IDX_bookings_company_starts" ON "bookings" ("company_id", "starts_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_bookings_water_ends" ON "bookings" ("water_id", "ends_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_bookings_stand_ends" ON "bookings" ("stand_id", "ends_at") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_bookings_company_phone" ON "bookings" ("company_id", "guest_phone", "status") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_passes_stand_valid_to"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_plate"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_number"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_valid_cover"`);
    await queryRunner.query(`DROP INDEX "UQ_passes_series_number"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_client"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_created"`);
    await queryRunner.query(`DROP INDEX "UQ_passes_code"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_signing_key_valid"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_cancelled"`);
    await queryRunner.query(`ALTER TABLE "passes" RENAME TO "temporary_passes"`);
    await queryRunner.query(
      `CREATE TABLE "passes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "client_id" integer NOT NULL, "water_id" integer NOT NULL, "plan_id" integer NOT NULL, "discount_id" integer, "doc_series_id" integer NOT NULL, "series" varchar(10) NOT NULL, "number" integer NOT NULL, "code" varchar(32) NOT NULL, "valid_from" datetime NOT NULL, "valid_to" datetime NOT NULL, "price" decimal(12,2) NOT NULL, "discount_amount" decimal(12,2) NOT NULL DEFAULT (0), "total" decimal(12,2) NOT NULL, "rods" integer NOT NULL, "retention_kg" decimal(6,2) NOT NULL DEFAULT (0), "payment_method" varchar(8) NOT NULL, "car_plate" varchar(16), "notes" text, "status" varchar(10) NOT NULL DEFAULT ('active'), "created_by" integer, "cancelled_at" datetime, "cancelled_by" integer, "cancel_reason" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "token" text, "signing_key_id" integer, "checked_out_at" datetime, "checkout_receipt_id" integer, "stand_id" integer, CONSTRAINT "FK_b9b57e5172d3ae3af54932caef9" FOREIGN KEY ("company_id") REFERENCES "companies" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_4b0ff1ec9800e32a7647c57462c" FOREIGN KEY ("client_id") REFERENCES "clients" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_c3ab97b08fc935d6cfa8f0fb185" FOREIGN KEY ("water_id") REFERENCES "waters" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_c17fef6db048583ea05f63bc0ac" FOREIGN KEY ("plan_id") REFERENCES "plans" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_2fb5a5c5ab4089baf21df081531" FOREIGN KEY ("discount_id") REFERENCES "discounts" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_54b66ba7bda463b70bd89e61ea5" FOREIGN KEY ("doc_series_id") REFERENCES "doc_series" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_7bef8e3906478cf51a0a1448239" FOREIGN KEY ("created_by") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "passes"("id", "company_id", "client_id", "water_id", "plan_id", "discount_id", "doc_series_id", "series", "number", "code", "valid_from", "valid_to", "price", "discount_amount", "total", "rods", "retention_kg", "payment_method", "car_plate", "notes", "status", "created_by", "cancelled_at", "cancelled_by", "cancel_reason", "created_at", "updated_at", "token", "signing_key_id", "checked_out_at", "checkout_receipt_id", "stand_id") SELECT "id", "company_id", "client_id", "water_id", "plan_id", "discount_id", "doc_series_id", "series", "number", "code", "valid_from", "valid_to", "price", "discount_amount", "total", "rods", "retention_kg", "payment_method", "car_plate", "notes", "status", "created_by", "cancelled_at", "cancelled_by", "cancel_reason", "created_at", "updated_at", "token", "signing_key_id", "checked_out_at", "checkout_receipt_id", "stand_id" FROM "temporary_passes"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_passes"`);
    await queryRunner.query(`CREATE INDEX "IDX_passes_stand_valid_to" ON "passes" ("stand_id", "valid_to") `);
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
    await queryRunner.query(`DROP INDEX "UQ_stands_water_number"`);
    await queryRunner.query(`DROP INDEX "IDX_stands_company_water"`);
    await queryRunner.query(`ALTER TABLE "stands" RENAME TO "temporary_stands"`);
    await queryRunner.query(
      `CREATE TABLE "stands" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "water_id" integer NOT NULL, "number" varchar(20) NOT NULL, "name" varchar(120), "capacity" integer NOT NULL DEFAULT (1), "supplement" decimal(12,2) NOT NULL DEFAULT (0), "active" boolean NOT NULL DEFAULT (1), "x" decimal(5,2) NOT NULL DEFAULT (50), "y" decimal(5,2) NOT NULL DEFAULT (50), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "stands"("id", "company_id", "water_id", "number", "name", "capacity", "supplement", "active", "x", "y", "created_at", "updated_at") SELECT "id", "company_id", "water_id", "number", "name", "capacity", "supplement", "active", "x", "y", "created_at", "updated_at" FROM "temporary_stands"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_stands"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_stands_water_number" ON "stands" ("water_id", "number") `);
    await queryRunner.query(`CREATE INDEX "IDX_stands_company_water" ON "stands" ("company_id", "water_id") `);
    await queryRunner.query(`DROP INDEX "IDX_passes_stand_valid_to"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_plate"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_number"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_valid_cover"`);
    await queryRunner.query(`DROP INDEX "UQ_passes_series_number"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_client"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_created"`);
    await queryRunner.query(`DROP INDEX "UQ_passes_code"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_signing_key_valid"`);
    await queryRunner.query(`DROP INDEX "IDX_passes_company_cancelled"`);
    await queryRunner.query(`ALTER TABLE "passes" RENAME TO "temporary_passes"`);
    await queryRunner.query(
      `CREATE TABLE "passes" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "client_id" integer NOT NULL, "water_id" integer NOT NULL, "plan_id" integer NOT NULL, "discount_id" integer, "doc_series_id" integer NOT NULL, "series" varchar(10) NOT NULL, "number" integer NOT NULL, "code" varchar(32) NOT NULL, "valid_from" datetime NOT NULL, "valid_to" datetime NOT NULL, "price" decimal(12,2) NOT NULL, "discount_amount" decimal(12,2) NOT NULL DEFAULT (0), "total" decimal(12,2) NOT NULL, "rods" integer NOT NULL, "retention_kg" decimal(6,2) NOT NULL DEFAULT (0), "payment_method" varchar(8) NOT NULL, "car_plate" varchar(16), "notes" text, "status" varchar(10) NOT NULL DEFAULT ('active'), "created_by" integer, "cancelled_at" datetime, "cancelled_by" integer, "cancel_reason" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "token" text, "signing_key_id" integer, "checked_out_at" datetime, "checkout_receipt_id" integer, CONSTRAINT "FK_b9b57e5172d3ae3af54932caef9" FOREIGN KEY ("company_id") REFERENCES "companies" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_4b0ff1ec9800e32a7647c57462c" FOREIGN KEY ("client_id") REFERENCES "clients" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_c3ab97b08fc935d6cfa8f0fb185" FOREIGN KEY ("water_id") REFERENCES "waters" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_c17fef6db048583ea05f63bc0ac" FOREIGN KEY ("plan_id") REFERENCES "plans" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_2fb5a5c5ab4089baf21df081531" FOREIGN KEY ("discount_id") REFERENCES "discounts" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_54b66ba7bda463b70bd89e61ea5" FOREIGN KEY ("doc_series_id") REFERENCES "doc_series" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_7bef8e3906478cf51a0a1448239" FOREIGN KEY ("created_by") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "passes"("id", "company_id", "client_id", "water_id", "plan_id", "discount_id", "doc_series_id", "series", "number", "code", "valid_from", "valid_to", "price", "discount_amount", "total", "rods", "retention_kg", "payment_method", "car_plate", "notes", "status", "created_by", "cancelled_at", "cancelled_by", "cancel_reason", "created_at", "updated_at", "token", "signing_key_id", "checked_out_at", "checkout_receipt_id") SELECT "id", "company_id", "client_id", "water_id", "plan_id", "discount_id", "doc_series_id", "series", "number", "code", "valid_from", "valid_to", "price", "discount_amount", "total", "rods", "retention_kg", "payment_method", "car_plate", "notes", "status", "created_by", "cancelled_at", "cancelled_by", "cancel_reason", "created_at", "updated_at", "token", "signing_key_id", "checked_out_at", "checkout_receipt_id" FROM "temporary_passes"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_passes"`);
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
    await queryRunner.query(`DROP INDEX "UQ_waters_company_name"`);
    await queryRunner.query(`ALTER TABLE "waters" RENAME TO "temporary_waters"`);
    await queryRunner.query(
      `CREATE TABLE "waters" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "name" varchar(120) NOT NULL, "state_id" integer, "city" varchar(100), "surface_ha" decimal(10,2), "description" text, "rules" text, "latitude" decimal(9,6), "longitude" decimal(9,6), "active" boolean NOT NULL DEFAULT (1), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_89a75e33cd23d00c9253dff9c72" FOREIGN KEY ("state_id") REFERENCES "states" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_d934a05249c27871cce3a52f253" FOREIGN KEY ("company_id") REFERENCES "companies" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "waters"("id", "company_id", "name", "state_id", "city", "surface_ha", "description", "rules", "latitude", "longitude", "active", "created_at", "updated_at") SELECT "id", "company_id", "name", "state_id", "city", "surface_ha", "description", "rules", "latitude", "longitude", "active", "created_at", "updated_at" FROM "temporary_waters"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_waters"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_waters_company_name" ON "waters" ("company_id", "name") `);
    await queryRunner.query(`DROP INDEX "IDX_bookings_company_starts"`);
    await queryRunner.query(`DROP INDEX "IDX_bookings_water_ends"`);
    await queryRunner.query(`DROP INDEX "IDX_bookings_stand_ends"`);
    await queryRunner.query(`DROP INDEX "IDX_bookings_company_phone"`);
    await queryRunner.query(`DROP TABLE "bookings"`);
    await queryRunner.query(`DROP INDEX "UQ_stands_water_number"`);
    await queryRunner.query(`DROP INDEX "IDX_stands_company_water"`);
    await queryRunner.query(`DROP TABLE "stands"`);
  }
}
