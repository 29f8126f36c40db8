import { MigrationInterface, QueryRunner } from 'typeorm';

/** Competitions: their sectors and stands, teams and members, and the weigh-ins (competitions/entities). */
export class Competitions1795600000000 implements MigrationInterface {
  name = 'Competitions1795600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "competitions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "water_id" integer NOT NULL, "name" varchar(160) NOT NULL, "starts_at" datetime NOT NULL, "ends_at" datetime NOT NULL, "rounds" text NOT NULL, "team_size" integer NOT NULL DEFAULT (2), "entry_fee" decimal(12,2) NOT NULL DEFAULT (0), "fish_ids" text NOT NULL, "min_weight_kg" decimal(7,3) NOT NULL DEFAULT (0), "fish_count" integer, "short_rule" varchar(4) NOT NULL DEFAULT ('mean'), "status" varchar(12) NOT NULL DEFAULT ('draft'), "seed" varchar(32), "drawn_at" datetime, "cancel_reason" varchar(255), "created_by" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_competitions_company_starts" ON "competitions" ("company_id", "starts_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "competition_sectors" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "competition_id" integer NOT NULL, "name" varchar(60) NOT NULL, "position" integer NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_competition_sectors_competition" ON "competition_sectors" ("competition_id", "position") `,
    );
    await queryRunner.query(
      `CREATE TABLE "competition_stands" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "competition_id" integer NOT NULL, "sector_id" integer NOT NULL, "stand_id" integer NOT NULL, "stand_number" varchar(20) NOT NULL, "position" integer NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_competition_stands_stand" ON "competition_stands" ("stand_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_competition_stands_competition_stand" ON "competition_stands" ("competition_id", "stand_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "competition_teams" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "competition_id" integer NOT NULL, "name" varchar(120) NOT NULL, "phone" varchar(32) NOT NULL, "email" varchar(255), "status" varchar(10) NOT NULL DEFAULT ('confirmed'), "source" varchar(6) NOT NULL DEFAULT ('staff'), "request_ip_hash" varchar(64), "sector_id" integer, "stand_id" integer, "stand_number" varchar(20), "fee" decimal(12,2) NOT NULL DEFAULT (0), "fee_receipt_id" integer, "fee_fiscal_job_id" integer, "checked_in_at" datetime, "cancel_reason" varchar(255), "created_by" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_competition_teams_company_ip" ON "competition_teams" ("company_id", "request_ip_hash", "status") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_competition_teams_company_phone" ON "competition_teams" ("company_id", "phone", "status") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_competition_teams_competition" ON "competition_teams" ("competition_id", "status") `,
    );
    await queryRunner.query(
      `CREATE TABLE "competition_members" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "competition_id" integer NOT NULL, "team_id" integer NOT NULL, "client_id" integer, "name" varchar(160) NOT NULL, "phone" varchar(32), "position" integer NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_competition_members_company_client" ON "competition_members" ("company_id", "client_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_competition_members_team" ON "competition_members" ("team_id", "position") `,
    );
    await queryRunner.query(
      `CREATE TABLE "competition_weigh_ins" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "competition_id" integer NOT NULL, "uid" varchar(64), "team_id" integer NOT NULL, "round" integer NOT NULL, "fish_id" integer NOT NULL, "weight_kg" decimal(7,3) NOT NULL, "witness" varchar(120) NOT NULL, "weighed_at" datetime NOT NULL, "judge_id" integer, "correction_of" integer, "replaced_by" integer, "voided" boolean NOT NULL DEFAULT (0), "reason" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_competition_weigh_ins_competition" ON "competition_weigh_ins" ("competition_id", "id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_competition_weigh_ins_uid" ON "competition_weigh_ins" ("competition_id", "uid") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_competition_weigh_ins_uid"`);
    await queryRunner.query(`DROP INDEX "IDX_competition_weigh_ins_competition"`);
    await queryRunner.query(`DROP TABLE "competition_weigh_ins"`);
    await queryRunner.query(`DROP INDEX "IDX_competition_members_team"`);
    await queryRunner.query(`DROP INDEX "IDX_competition_members_company_client"`);
    await queryRunner.query(`DROP TABLE "competition_members"`);
    await queryRunner.query(`DROP INDEX "IDX_competition_teams_competition"`);
    await queryRunner.query(`DROP INDEX "IDX_competition_teams_company_phone"`);
    await queryRunner.query(`DROP INDEX "IDX_competition_teams_company_ip"`);
    await queryRunner.query(`DROP TABLE "competition_teams"`);
    await queryRunner.query(`DROP INDEX "UQ_competition_stands_competition_stand"`);
    await queryRunner.query(`DROP INDEX "IDX_competition_stands_stand"`);
    await queryRunner.query(`DROP TABLE "competition_stands"`);
    await queryRunner.query(`DROP INDEX "IDX_competition_sectors_competition"`);
    await queryRunner.query(`DROP TABLE "competition_sectors"`);
    await queryRunner.query(`DROP INDEX "IDX_competitions_company_starts"`);
    await queryRunner.query(`DROP TABLE "competitions"`);
  }
}
