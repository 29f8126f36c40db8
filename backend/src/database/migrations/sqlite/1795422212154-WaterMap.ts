import { MigrationInterface, QueryRunner } from 'typeorm';

export class WaterMap1795422212154 implements MigrationInterface {
  name = 'WaterMap1795422212154';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_waters_company_name"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_waters" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "name" varchar(120) NOT NULL, "state_id" integer, "city" varchar(100), "surface_ha" decimal(10,2), "description" text, "rules" text, "latitude" decimal(9,6), "longitude" decimal(9,6), "active" boolean NOT NULL DEFAULT (1), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "max_anglers_per_day" integer, "map_media_id" integer, CONSTRAINT "FK_d934a05249c27871cce3a52f253" FOREIGN KEY ("company_id") REFERENCES "companies" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_89a75e33cd23d00c9253dff9c72" FOREIGN KEY ("state_id") REFERENCES "states" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_waters"("id", "company_id", "name", "state_id", "city", "surface_ha", "description", "rules", "latitude", "longitude", "active", "created_at", "updated_at", "max_anglers_per_day") SELECT "id", "company_id", "name", "state_id", "city", "surface_ha", "description", "rules", "latitude", "longitude", "active", "created_at", "updated_at", "max_anglers_per_day" FROM "waters"`,
    );
    await queryRunner.query(`DROP TABLE "waters"`);
    await queryRunner.query(`ALTER TABLE "temporary_waters" RENAME TO "waters"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_waters_company_name" ON "waters" ("company_id", "name") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_waters_company_name"`);
    await queryRunner.query(`ALTER TABLE "waters" RENAME TO "temporary_waters"`);
    await queryRunner.query(
      `CREATE TABLE "waters" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "name" varchar(120) NOT NULL, "state_id" integer, "city" varchar(100), "surface_ha" decimal(10,2), "description" text, "rules" text, "latitude" decimal(9,6), "longitude" decimal(9,6), "active" boolean NOT NULL DEFAULT (1), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "max_anglers_per_day" integer, CONSTRAINT "FK_d934a05249c27871cce3a52f253" FOREIGN KEY ("company_id") REFERENCES "companies" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_89a75e33cd23d00c9253dff9c72" FOREIGN KEY ("state_id") REFERENCES "states" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "waters"("id", "company_id", "name", "state_id", "city", "surface_ha", "description", "rules", "latitude", "longitude", "active", "created_at", "updated_at", "max_anglers_per_day") SELECT "id", "company_id", "name", "state_id", "city", "surface_ha", "description", "rules", "latitude", "longitude", "active", "created_at", "updated_at", "max_anglers_per_day" FROM "temporary_waters"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_waters"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_waters_company_name" ON "waters" ("company_id", "name") `);
  }
}
