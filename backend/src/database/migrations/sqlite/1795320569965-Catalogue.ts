import { MigrationInterface, QueryRunner } from 'typeorm';

export class Catalogue1795320569965 implements MigrationInterface {
  name = 'Catalogue1795320569965';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "doc_series" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "type" varchar(8) NOT NULL, "series" varchar(10) NOT NULL, "next_number" integer NOT NULL DEFAULT (1), "issued_count" integer NOT NULL DEFAULT (0), "is_default" boolean NOT NULL DEFAULT (0), "active" boolean NOT NULL DEFAULT (1), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_doc_series_company_type_series" ON "doc_series" ("company_id", "type", "series") `,
    );
    await queryRunner.query(
      `CREATE TABLE "discounts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "name" varchar(120) NOT NULL, "type" varchar(8) NOT NULL, "value" decimal(12,2) NOT NULL, "description" text, "active" boolean NOT NULL DEFAULT (1), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_discounts_company" ON "discounts" ("company_id") `);
    await queryRunner.query(
      `CREATE TABLE "waters" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "name" varchar(120) NOT NULL, "state_id" integer, "city" varchar(100), "surface_ha" decimal(10,2), "description" text, "rules" text, "latitude" decimal(9,6), "longitude" decimal(9,6), "active" boolean NOT NULL DEFAULT (1), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_waters_company_name" ON "waters" ("company_id", "name") `);
    await queryRunner.query(
      `CREATE TABLE "expenses" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "category" varchar(16) NOT NULL, "amount" decimal(12,2) NOT NULL, "spent_on" date NOT NULL, "water_id" integer, "supplier" varchar(160), "document_number" varchar(60), "description" text, "created_by" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_expenses_company_spent" ON "expenses" ("company_id", "spent_on") `);
    await queryRunner.query(
      `CREATE TABLE "plans" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "name" varchar(120) NOT NULL, "duration_value" integer NOT NULL, "duration_unit" varchar(8) NOT NULL, "price" decimal(12,2) NOT NULL, "rods" integer NOT NULL DEFAULT (2), "retention_kg" decimal(6,2) NOT NULL DEFAULT (0), "night" boolean NOT NULL DEFAULT (0), "description" text, "active" boolean NOT NULL DEFAULT (1), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_plans_company" ON "plans" ("company_id") `);
    await queryRunner.query(
      `CREATE TABLE "water_fishes" ("water_id" integer NOT NULL, "fish_id" integer NOT NULL, PRIMARY KEY ("water_id", "fish_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_bfe53d921b0af058d54d6d6432" ON "water_fishes" ("water_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_5eae50b79fbe74cb2e61ffd0b7" ON "water_fishes" ("fish_id") `);
    await queryRunner.query(
      `CREATE TABLE "plan_waters" ("plan_id" integer NOT NULL, "water_id" integer NOT NULL, PRIMARY KEY ("plan_id", "water_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_87d1292065136400e0ee401cf0" ON "plan_waters" ("plan_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_0885bd73c7854c2a3720923e16" ON "plan_waters" ("water_id") `);
    await queryRunner.query(`DROP INDEX "UQ_doc_series_company_type_series"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_doc_series" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "type" varchar(8) NOT NULL, "series" varchar(10) NOT NULL, "next_number" integer NOT NULL DEFAULT (1), "issued_count" integer NOT NULL DEFAULT (0), "is_default" boolean NOT NULL DEFAULT (0), "active" boolean NOT NULL DEFAULT (1), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_a899a8d9695c300bb0a225ec07d" FOREIGN KEY ("company_id") REFERENCES "companies" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_doc_series"("id", "company_id", "type", "series", "next_number", "issued_count", "is_default", "active", "created_at", "updated_at") SELECT "id", "company_id", "type", "series", "next_number", "issued_count", "is_default", "active", "created_at", "updated_at" FROM "doc_series"`,
    );
    await queryRunner.query(`DROP TABLE "doc_series"`);
    await queryRunner.query(`ALTER TABLE "temporary_doc_series" RENAME TO "doc_series"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_doc_series_company_type_series" ON "doc_series" ("company_id", "type", "series") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_discounts_company"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_discounts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "name" varchar(120) NOT NULL, "type" varchar(8) NOT NULL, "value" decimal(12,2) NOT NULL, "description" text, "active" boolean NOT NULL DEFAULT (1), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_2bb55b1d0e4dd71a00b1ce80e3d" FOREIGN KEY ("company_id") REFERENCES "companies" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_discounts"("id", "company_id", "name", "type", "value", "description", "active", "created_at", "updated_at") SELECT "id", "company_id", "name", "type", "value", "description", "active", "created_at", "updated_at" FROM "discounts"`,
    );
    await queryRunner.query(`DROP TABLE "discounts"`);
    await queryRunner.query(`ALTER TABLE "temporary_discounts" RENAME TO "discounts"`);
    await queryRunner.query(`CREATE INDEX "IDX_discounts_company" ON "discounts" ("company_id") `);
    await queryRunner.query(`DROP INDEX "UQ_waters_company_name"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_waters" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "name" varchar(120) NOT NULL, "state_id" integer, "city" varchar(100), "surface_ha" decimal(10,2), "description" text, "rules" text, "latitude" decimal(9,6), "longitude" decimal(9,6), "active" boolean NOT NULL DEFAULT (1), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_d934a05249c27871cce3a52f253" FOREIGN KEY ("company_id") REFERENCES "companies" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_89a75e33cd23d00c9253dff9c72" FOREIGN KEY ("state_id") REFERENCES "states" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_waters"("id", "company_id", "name", "state_id", "city", "surface_ha", "description", "rules", "latitude", "longitude", "active", "created_at", "updated_at") SELECT "id", "company_id", "name", "state_id", "city", "surface_ha", "description", "rules", "latitude", "longitude", "active", "created_at", "updated_at" FROM "waters"`,
    );
    await queryRunner.query(`DROP TABLE "waters"`);
    await queryRunner.query(`ALTER TABLE "temporary_waters" RENAME TO "waters"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_waters_company_name" ON "waters" ("company_id", "name") `);
    await queryRunner.query(`DROP INDEX "IDX_expenses_company_spent"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_expenses" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "category" varchar(16) NOT NULL, "amount" decimal(12,2) NOT NULL, "spent_on" date NOT NULL, "water_id" integer, "supplier" varchar(160), "document_number" varchar(60), "description" text, "created_by" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_85389c627f20798554ac2bfb052" FOREIGN KEY ("company_id") REFERENCES "companies" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_70b93062478f47117e03e30b6b4" FOREIGN KEY ("water_id") REFERENCES "waters" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_7c0c012c2f8e6578277c239ee61" FOREIGN KEY ("created_by") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_expenses"("id", "company_id", "category", "amount", "spent_on", "water_id", "supplier", "document_number", "description", "created_by", "created_at", "updated_at") SELECT "id", "company_id", "category", "amount", "spent_on", "water_id", "supplier", "document_number", "description", "created_by", "created_at", "updated_at" FROM "expenses"`,
    );
    await queryRunner.query(`DROP TABLE "expenses"`);
    await queryRunner.query(`ALTER TABLE "temporary_expenses" RENAME TO "expenses"`);
    await queryRunner.query(`CREATE INDEX "IDX_expenses_company_spent" ON "expenses" ("company_id", "spent_on") `);
    await queryRunner.query(`DROP INDEX "IDX_plans_company"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_plans" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "name" varchar(120) NOT NULL, "duration_value" integer NOT NULL, "duration_unit" varchar(8) NOT NULL, "price" decimal(12,2) NOT NULL, "rods" integer NOT NULL DEFAULT (2), "retention_kg" decimal(6,2) NOT NULL DEFAULT (0), "night" boolean NOT NULL DEFAULT (0), "description" text, "active" boolean NOT NULL DEFAULT (1), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_d2c2e8915644470dbd4fd8807d9" FOREIGN KEY ("company_id") REFERENCES "companies" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_plans"("id", "company_id", "name", "duration_value", "duration_unit", "price", "rods", "retention_kg", "night", "description", "active", "created_at", "updated_at") SELECT "id", "company_id", "name", "duration_value", "duration_unit", "price", "rods", "retention_kg", "night", "description", "active", "created_at", "updated_at" FROM "plans"`,
    );
    await queryRunner.query(`DROP TABLE "plans"`);
    await queryRunner.query(`ALTER TABLE "temporary_plans" RENAME TO "plans"`);
    await queryRunner.query(`CREATE INDEX "IDX_plans_company" ON "plans" ("company_id") `);
    await queryRunner.query(`DROP INDEX "IDX_bfe53d921b0af058d54d6d6432"`);
    await queryRunner.query(`DROP INDEX "IDX_5eae50b79fbe74cb2e61ffd0b7"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_water_fishes" ("water_id" integer NOT NULL, "fish_id" integer NOT NULL, CONSTRAINT "FK_bfe53d921b0af058d54d6d64320" FOREIGN KEY ("water_id") REFERENCES "waters" ("id") ON DELETE CASCADE ON UPDATE CASCADE, CONSTRAINT "FK_5eae50b79fbe74cb2e61ffd0b72" FOREIGN KEY ("fish_id") REFERENCES "fishes" ("id") ON DELETE CASCADE ON UPDATE CASCADE, PRIMARY KEY ("water_id", "fish_id"))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_water_fishes"("water_id", "fish_id") SELECT "water_id", "fish_id" FROM "water_fishes"`,
    );
    await queryRunner.query(`DROP TABLE "water_fishes"`);
    await queryRunner.query(`ALTER TABLE "temporary_water_fishes" RENAME TO "water_fishes"`);
    await queryRunner.query(`CREATE INDEX "IDX_bfe53d921b0af058d54d6d6432" ON "water_fishes" ("water_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_5eae50b79fbe74cb2e61ffd0b7" ON "water_fishes" ("fish_id") `);
    await queryRunner.query(`DROP INDEX "IDX_87d1292065136400e0ee401cf0"`);
    await queryRunner.query(`DROP INDEX "IDX_0885bd73c7854c2a3720923e16"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_plan_waters" ("plan_id" integer NOT NULL, "water_id" integer NOT NULL, CONSTRAINT "FK_87d1292065136400e0ee401cf0c" FOREIGN KEY ("plan_id") REFERENCES "plans" ("id") ON DELETE CASCADE ON UPDATE CASCADE, CONSTRAINT "FK_0885bd73c7854c2a3720923e16a" FOREIGN KEY ("water_id") REFERENCES "waters" ("id") ON DELETE CASCADE ON UPDATE CASCADE, PRIMARY KEY ("plan_id", "water_id"))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_plan_waters"("plan_id", "water_id") SELECT "plan_id", "water_id" FROM "plan_waters"`,
    );
    await queryRunner.query(`DROP TABLE "plan_waters"`);
    await queryRunner.query(`ALTER TABLE "temporary_plan_waters" RENAME TO "plan_waters"`);
    await queryRunner.query(`CREATE INDEX "IDX_87d1292065136400e0ee401cf0" ON "plan_waters" ("plan_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_0885bd73c7854c2a3720923e16" ON "plan_waters" ("water_id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_0885bd73c7854c2a3720923e16"`);
    await queryRunner.query(`DROP INDEX "IDX_87d1292065136400e0ee401cf0"`);
    await queryRunner.query(`ALTER TABLE "plan_waters" RENAME TO "temporary_plan_waters"`);
    await queryRunner.query(
      `CREATE TABLE "plan_waters" ("plan_id" integer NOT NULL, "water_id" integer NOT NULL, PRIMARY KEY ("plan_id", "water_id"))`,
    );
    await queryRunner.query(
      `INSERT INTO "plan_waters"("plan_id", "water_id") SELECT "plan_id", "water_id" FROM "temporary_plan_waters"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_plan_waters"`);
    await queryRunner.query(`CREATE INDEX "IDX_0885bd73c7854c2a3720923e16" ON "plan_waters" ("water_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_87d1292065136400e0ee401cf0" ON "plan_waters" ("plan_id") `);
    await queryRunner.query(`DROP INDEX "IDX_5eae50b79fbe74cb2e61ffd0b7"`);
    await queryRunner.query(`DROP INDEX "IDX_bfe53d921b0af058d54d6d6432"`);
    await queryRunner.query(`ALTER TABLE "water_fishes" RENAME TO "temporary_water_fishes"`);
    await queryRunner.query(
      `CREATE TABLE "water_fishes" ("water_id" integer NOT NULL, "fish_id" integer NOT NULL, PRIMARY KEY ("water_id", "fish_id"))`,
    );
    await queryRunner.query(
      `INSERT INTO "water_fishes"("water_id", "fish_id") SELECT "water_id", "fish_id" FROM "temporary_water_fishes"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_water_fishes"`);
    await queryRunner.query(`CREATE INDEX "IDX_5eae50b79fbe74cb2e61ffd0b7" ON "water_fishes" ("fish_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_bfe53d921b0af058d54d6d6432" ON "water_fishes" ("water_id") `);
    await queryRunner.query(`DROP INDEX "IDX_plans_company"`);
    await queryRunner.query(`ALTER TABLE "plans" RENAME TO "temporary_plans"`);
    await queryRunner.query(
      `CREATE TABLE "plans" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "name" varchar(120) NOT NULL, "duration_value" integer NOT NULL, "duration_unit" varchar(8) NOT NULL, "price" decimal(12,2) NOT NULL, "rods" integer NOT NULL DEFAULT (2), "retention_kg" decimal(6,2) NOT NULL DEFAULT (0), "night" boolean NOT NULL DEFAULT (0), "description" text, "active" boolean NOT NULL DEFAULT (1), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "plans"("id", "company_id", "name", "duration_value", "duration_unit", "price", "rods", "retention_kg", "night", "description", "active", "created_at", "updated_at") SELECT "id", "company_id", "name", "duration_value", "duration_unit", "price", "rods", "retention_kg", "night", "description", "active", "created_at", "updated_at" FROM "temporary_plans"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_plans"`);
    await queryRunner.query(`CREATE INDEX "IDX_plans_company" ON "plans" ("company_id") `);
    await queryRunner.query(`DROP INDEX "IDX_expenses_company_spent"`);
    await queryRunner.query(`ALTER TABLE "expenses" RENAME TO "temporary_expenses"`);
    await queryRunner.query(
      `CREATE TABLE "expenses" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "category" varchar(16) NOT NULL, "amount" decimal(12,2) NOT NULL, "spent_on" date NOT NULL, "water_id" integer, "supplier" varchar(160), "document_number" varchar(60), "description" text, "created_by" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "expenses"("id", "company_id", "category", "amount", "spent_on", "water_id", "supplier", "document_number", "description", "created_by", "created_at", "updated_at") SELECT "id", "company_id", "category", "amount", "spent_on", "water_id", "supplier", "document_number", "description", "created_by", "created_at", "updated_at" FROM "temporary_expenses"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_expenses"`);
    await queryRunner.query(`CREATE INDEX "IDX_expenses_company_spent" ON "expenses" ("company_id", "spent_on") `);
    await queryRunner.query(`DROP INDEX "UQ_waters_company_name"`);
    await queryRunner.query(`ALTER TABLE "waters" RENAME TO "temporary_waters"`);
    await queryRunner.query(
      `CREATE TABLE "waters" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "name" varchar(120) NOT NULL, "state_id" integer, "city" varchar(100), "surface_ha" decimal(10,2), "description" text, "rules" text, "latitude" decimal(9,6), "longitude" decimal(9,6), "active" boolean NOT NULL DEFAULT (1), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "waters"("id", "company_id", "name", "state_id", "city", "surface_ha", "description", "rules", "latitude", "longitude", "active", "created_at", "updated_at") SELECT "id", "company_id", "name", "state_id", "city", "surface_ha", "description", "rules", "latitude", "longitude", "active", "created_at", "updated_at" FROM "temporary_waters"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_waters"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_waters_company_name" ON "waters" ("company_id", "name") `);
    await queryRunner.query(`DROP INDEX "IDX_discounts_company"`);
    await queryRunner.query(`ALTER TABLE "discounts" RENAME TO "temporary_discounts"`);
    await queryRunner.query(
      `CREATE TABLE "discounts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "name" varchar(120) NOT NULL, "type" varchar(8) NOT NULL, "value" decimal(12,2) NOT NULL, "description" text, "active" boolean NOT NULL DEFAULT (1), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "discounts"("id", "company_id", "name", "type", "value", "description", "active", "created_at", "updated_at") SELECT "id", "company_id", "name", "type", "value", "description", "active", "created_at", "updated_at" FROM "temporary_discounts"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_discounts"`);
    await queryRunner.query(`CREATE INDEX "IDX_discounts_company" ON "discounts" ("company_id") `);
    await queryRunner.query(`DROP INDEX "UQ_doc_series_company_type_series"`);
    await queryRunner.query(`ALTER TABLE "doc_series" RENAME TO "temporary_doc_series"`);
    await queryRunner.query(
      `CREATE TABLE "doc_series" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "type" varchar(8) NOT NULL, "series" varchar(10) NOT NULL, "next_number" integer NOT NULL DEFAULT (1), "issued_count" integer NOT NULL DEFAULT (0), "is_default" boolean NOT NULL DEFAULT (0), "active" boolean NOT NULL DEFAULT (1), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "doc_series"("id", "company_id", "type", "series", "next_number", "issued_count", "is_default", "active", "created_at", "updated_at") SELECT "id", "company_id", "type", "series", "next_number", "issued_count", "is_default", "active", "created_at", "updated_at" FROM "temporary_doc_series"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_doc_series"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_doc_series_company_type_series" ON "doc_series" ("company_id", "type", "series") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_0885bd73c7854c2a3720923e16"`);
    await queryRunner.query(`DROP INDEX "IDX_87d1292065136400e0ee401cf0"`);
    await queryRunner.query(`DROP TABLE "plan_waters"`);
    await queryRunner.query(`DROP INDEX "IDX_5eae50b79fbe74cb2e61ffd0b7"`);
    await queryRunner.query(`DROP INDEX "IDX_bfe53d921b0af058d54d6d6432"`);
    await queryRunner.query(`DROP TABLE "water_fishes"`);
    await queryRunner.query(`DROP INDEX "IDX_plans_company"`);
    await queryRunner.query(`DROP TABLE "plans"`);
    await queryRunner.query(`DROP INDEX "IDX_expenses_company_spent"`);
    await queryRunner.query(`DROP TABLE "expenses"`);
    await queryRunner.query(`DROP INDEX "UQ_waters_company_name"`);
    await queryRunner.query(`DROP TABLE "waters"`);
    await queryRunner.query(`DROP INDEX "IDX_discounts_company"`);
    await queryRunner.query(`DROP TABLE "discounts"`);
    await queryRunner.query(`DROP INDEX "UQ_doc_series_company_type_series"`);
    await queryRunner.query(`DROP TABLE "doc_series"`);
  }
}
