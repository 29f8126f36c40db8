import { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795319918210 implements MigrationInterface {
  name = 'Initial1795319918210';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "states" ("id" integer PRIMARY KEY NOT NULL, "name" varchar(64) NOT NULL, "code" varchar(2) NOT NULL, CONSTRAINT "UQ_b8af4194277281dcfe08be42643" UNIQUE ("code"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "companies" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(160) NOT NULL, "slug" varchar(40) NOT NULL, "cui" varchar(12) NOT NULL, "vat_payer" boolean NOT NULL DEFAULT (0), "reg_com" varchar(32), "address" varchar(255), "state_id" integer, "city" varchar(100), "phone" varchar(32), "email" varchar(160), "iban" varchar(34), "bank" varchar(100), "active" boolean NOT NULL DEFAULT (1), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_companies_slug" ON "companies" ("slug") `);
    await queryRunner.query(`CREATE TABLE "roles" ("id" integer PRIMARY KEY NOT NULL, "name" varchar(64) NOT NULL)`);
    await queryRunner.query(
      `CREATE TABLE "users" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer, "name" varchar(120) NOT NULL, "email" varchar(160) NOT NULL, "password" varchar(255) NOT NULL, "role" integer NOT NULL, "phone" varchar(32), "last_login_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "deleted_at" datetime)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_users_company" ON "users" ("company_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_email" ON "users" ("email") `);
    await queryRunner.query(
      `CREATE TABLE "access_tokens" ("id" varchar(36) PRIMARY KEY NOT NULL, "user_id" integer NOT NULL, "expires_at" datetime NOT NULL, "revoked_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_access_tokens_user" ON "access_tokens" ("user_id") `);
    await queryRunner.query(
      `CREATE TABLE "password_resets" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "token_hash" varchar(64) NOT NULL, "expires_at" datetime NOT NULL, "used_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_password_resets_user" ON "password_resets" ("user_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_password_resets_token" ON "password_resets" ("token_hash") `);
    await queryRunner.query(
      `CREATE TABLE "fishes" ("id" integer PRIMARY KEY NOT NULL, "name" varchar(64) NOT NULL, CONSTRAINT "UQ_cdfc7a4e25f4b08e8865dffe41d" UNIQUE ("name"))`,
    );
    await queryRunner.query(`DROP INDEX "UQ_companies_slug"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_companies" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(160) NOT NULL, "slug" varchar(40) NOT NULL, "cui" varchar(12) NOT NULL, "vat_payer" boolean NOT NULL DEFAULT (0), "reg_com" varchar(32), "address" varchar(255), "state_id" integer, "city" varchar(100), "phone" varchar(32), "email" varchar(160), "iban" varchar(34), "bank" varchar(100), "active" boolean NOT NULL DEFAULT (1), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_cd205039764358ab5ef410049cc" FOREIGN KEY ("state_id") REFERENCES "states" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_companies"("id", "name", "slug", "cui", "vat_payer", "reg_com", "address", "state_id", "city", "phone", "email", "iban", "bank", "active", "created_at", "updated_at") SELECT "id", "name", "slug", "cui", "vat_payer", "reg_com", "address", "state_id", "city", "phone", "email", "iban", "bank", "active", "created_at", "updated_at" FROM "companies"`,
    );
    await queryRunner.query(`DROP TABLE "companies"`);
    await queryRunner.query(`ALTER TABLE "temporary_companies" RENAME TO "companies"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_companies_slug" ON "companies" ("slug") `);
    await queryRunner.query(`DROP INDEX "IDX_users_company"`);
    await queryRunner.query(`DROP INDEX "UQ_users_email"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_users" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer, "name" varchar(120) NOT NULL, "email" varchar(160) NOT NULL, "password" varchar(255) NOT NULL, "role" integer NOT NULL, "phone" varchar(32), "last_login_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "deleted_at" datetime, CONSTRAINT "FK_7ae6334059289559722437bcc1c" FOREIGN KEY ("company_id") REFERENCES "companies" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_ace513fa30d485cfd25c11a9e4a" FOREIGN KEY ("role") REFERENCES "roles" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_users"("id", "company_id", "name", "email", "password", "role", "phone", "last_login_at", "created_at", "updated_at", "deleted_at") SELECT "id", "company_id", "name", "email", "password", "role", "phone", "last_login_at", "created_at", "updated_at", "deleted_at" FROM "users"`,
    );
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`ALTER TABLE "temporary_users" RENAME TO "users"`);
    await queryRunner.query(`CREATE INDEX "IDX_users_company" ON "users" ("company_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_email" ON "users" ("email") `);
    await queryRunner.query(`DROP INDEX "IDX_access_tokens_user"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_access_tokens" ("id" varchar(36) PRIMARY KEY NOT NULL, "user_id" integer NOT NULL, "expires_at" datetime NOT NULL, "revoked_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_09ee750a035b06e0c7f0704687e" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_access_tokens"("id", "user_id", "expires_at", "revoked_at", "created_at") SELECT "id", "user_id", "expires_at", "revoked_at", "created_at" FROM "access_tokens"`,
    );
    await queryRunner.query(`DROP TABLE "access_tokens"`);
    await queryRunner.query(`ALTER TABLE "temporary_access_tokens" RENAME TO "access_tokens"`);
    await queryRunner.query(`CREATE INDEX "IDX_access_tokens_user" ON "access_tokens" ("user_id") `);
    await queryRunner.query(`DROP INDEX "IDX_password_resets_user"`);
    await queryRunner.query(`DROP INDEX "UQ_password_resets_token"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_password_resets" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "token_hash" varchar(64) NOT NULL, "expires_at" datetime NOT NULL, "used_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_f7a4c3bc48f24df007936d217be" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_password_resets"("id", "user_id", "token_hash", "expires_at", "used_at", "created_at") SELECT "id", "user_id", "token_hash", "expires_at", "used_at", "created_at" FROM "password_resets"`,
    );
    await queryRunner.query(`DROP TABLE "password_resets"`);
    await queryRunner.query(`ALTER TABLE "temporary_password_resets" RENAME TO "password_resets"`);
    await queryRunner.query(`CREATE INDEX "IDX_password_resets_user" ON "password_resets" ("user_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_password_resets_token" ON "password_resets" ("token_hash") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_password_resets_token"`);
    await queryRunner.query(`DROP INDEX "IDX_password_resets_user"`);
    await queryRunner.query(`ALTER TABLE "password_resets" RENAME TO "temporary_password_resets"`);
    await queryRunner.query(
      `CREATE TABLE "password_resets" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL, "token_hash" varchar(64) NOT NULL, "expires_at" datetime NOT NULL, "used_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "password_resets"("id", "user_id", "token_hash", "expires_at", "used_at", "created_at") SELECT "id", "user_id", "token_hash", "expires_at", "used_at", "created_at" FROM "temporary_password_resets"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_password_resets"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_password_resets_token" ON "password_resets" ("token_hash") `);
    await queryRunner.query(`CREATE INDEX "IDX_password_resets_user" ON "password_resets" ("user_id") `);
    await queryRunner.query(`DROP INDEX "IDX_access_tokens_user"`);
    await queryRunner.query(`ALTER TABLE "access_tokens" RENAME TO "temporary_access_tokens"`);
    await queryRunner.query(
      `CREATE TABLE "access_tokens" ("id" varchar(36) PRIMARY KEY NOT NULL, "user_id" integer NOT NULL, "expires_at" datetime NOT NULL, "revoked_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "access_tokens"("id", "user_id", "expires_at", "revoked_at", "created_at") SELECT "id", "user_id", "expires_at", "revoked_at", "created_at" FROM "temporary_access_tokens"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_access_tokens"`);
    await queryRunner.query(`CREATE INDEX "IDX_access_tokens_user" ON "access_tokens" ("user_id") `);
    await queryRunner.query(`DROP INDEX "UQ_users_email"`);
    await queryRunner.query(`DROP INDEX "IDX_users_company"`);
    await queryRunner.query(`ALTER TABLE "users" RENAME TO "temporary_users"`);
    await queryRunner.query(
      `CREATE TABLE "users" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer, "name" varchar(120) NOT NULL, "email" varchar(160) NOT NULL, "password" varchar(255) NOT NULL, "role" integer NOT NULL, "phone" varchar(32), "last_login_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "deleted_at" datetime)`,
    );
    await queryRunner.query(
      `INSERT INTO "users"("id", "company_id", "name", "email", "password", "role", "phone", "last_login_at", "created_at", "updated_at", "deleted_at") SELECT "id", "company_id", "name", "email", "password", "role", "phone", "last_login_at", "created_at", "updated_at", "deleted_at" FROM "temporary_users"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_users"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_email" ON "users" ("email") `);
    await queryRunner.query(`CREATE INDEX "IDX_users_company" ON "users" ("company_id") `);
    await queryRunner.query(`DROP INDEX "UQ_companies_slug"`);
    await queryRunner.query(`ALTER TABLE "companies" RENAME TO "temporary_companies"`);
    await queryRunner.query(
      `CREATE TABLE "companies" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(160) NOT NULL, "slug" varchar(40) NOT NULL, "cui" varchar(12) NOT NULL, "vat_payer" boolean NOT NULL DEFAULT (0), "reg_com" varchar(32), "address" varchar(255), "state_id" integer, "city" varchar(100), "phone" varchar(32), "email" varchar(160), "iban" varchar(34), "bank" varchar(100), "active" boolean NOT NULL DEFAULT (1), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "companies"("id", "name", "slug", "cui", "vat_payer", "reg_com", "address", "state_id", "city", "phone", "email", "iban", "bank", "active", "created_at", "updated_at") SELECT "id", "name", "slug", "cui", "vat_payer", "reg_com", "address", "state_id", "city", "phone", "email", "iban", "bank", "active", "created_at", "updated_at" FROM "temporary_companies"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_companies"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_companies_slug" ON "companies" ("slug") `);
    await queryRunner.query(`DROP TABLE "fishes"`);
    await queryRunner.query(`DROP INDEX "UQ_password_resets_token"`);
    await queryRunner.query(`DROP INDEX "IDX_password_resets_user"`);
    await queryRunner.query(`DROP TABLE "password_resets"`);
    await queryRunner.query(`DROP INDEX "IDX_access_tokens_user"`);
    await queryRunner.query(`DROP TABLE "access_tokens"`);
    await queryRunner.query(`DROP INDEX "UQ_users_email"`);
    await queryRunner.query(`DROP INDEX "IDX_users_company"`);
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`DROP TABLE "roles"`);
    await queryRunner.query(`DROP INDEX "UQ_companies_slug"`);
    await queryRunner.query(`DROP TABLE "companies"`);
    await queryRunner.query(`DROP TABLE "states"`);
  }
}
