import { MigrationInterface, QueryRunner } from 'typeorm';

/** The company's fiscal mode, its fiscal cash registers, their agents' state, print jobs and Z reports. */
export class FiscalDevices1795480000000 implements MigrationInterface {
  name = 'FiscalDevices1795480000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // ADD COLUMN, not the generated table rebuild: rebuilding companies would break its foreign keys on a filled database.
    await queryRunner.query(
      `ALTER TABLE "companies" ADD COLUMN "fiscal_mode" varchar(10) NOT NULL DEFAULT ('receipt')`,
    );
    await queryRunner.query(
      `CREATE TABLE "fiscal_agent_states" ("device_id" integer PRIMARY KEY NOT NULL, "agent_id" varchar(64) NOT NULL, "last_seen_at" datetime NOT NULL, "version" varchar(40), "driver_dir" varchar(255), "paper" varchar(10) NOT NULL DEFAULT ('unknown'), "last_z_at" datetime, "last_error" varchar(255))`,
    );
    await queryRunner.query(
      `CREATE TABLE "fiscal_devices" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "name" varchar(100) NOT NULL, "format" varchar(20) NOT NULL, "settings" text NOT NULL, "plan_vat_groups" text NOT NULL, "water_ids" text NOT NULL, "active" boolean NOT NULL DEFAULT (1), "token_hash" varchar(64), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_841f5c5bbdc491f7a4da7770382" FOREIGN KEY ("company_id") REFERENCES "companies" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_fiscal_devices_token" ON "fiscal_devices" ("token_hash") `);
    await queryRunner.query(`CREATE INDEX "IDX_fiscal_devices_company" ON "fiscal_devices" ("company_id", "name") `);
    await queryRunner.query(
      `CREATE TABLE "fiscal_jobs" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "device_id" integer NOT NULL, "kind" varchar(10) NOT NULL, "status" varchar(10) NOT NULL DEFAULT ('queued'), "attempt" integer NOT NULL DEFAULT (1), "source" varchar(10), "pass_id" integer, "booking_id" integer, "client_id" integer, "payment_method" varchar(10), "amount" decimal(12,2), "sale" text, "receipt_number" varchar(40), "fiscal_serial" varchar(40), "error_code" varchar(20), "error_message" varchar(255), "manual" boolean NOT NULL DEFAULT (0), "storno_status" varchar(10), "storno_number" varchar(40), "printed_at" datetime, "created_by" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_209cd00522954e0de9c0bbd04de" FOREIGN KEY ("company_id") REFERENCES "companies" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_ca4f3008411c2e3960833565be3" FOREIGN KEY ("device_id") REFERENCES "fiscal_devices" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_fiscal_jobs_company_status" ON "fiscal_jobs" ("company_id", "status") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_fiscal_jobs_company_booking" ON "fiscal_jobs" ("company_id", "booking_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_fiscal_jobs_company_pass" ON "fiscal_jobs" ("company_id", "pass_id", "source") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_fiscal_jobs_device_status" ON "fiscal_jobs" ("device_id", "status", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "fiscal_z_reports" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "company_id" integer NOT NULL, "device_id" integer NOT NULL, "job_id" integer NOT NULL, "number" integer NOT NULL, "day" date NOT NULL, "receipts" integer NOT NULL, "totals" text NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_ee5cbbcde02946241e60521cf47" FOREIGN KEY ("company_id") REFERENCES "companies" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_7f7e6685469ee46465062d13554" FOREIGN KEY ("device_id") REFERENCES "fiscal_devices" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_fiscal_z_reports_job" ON "fiscal_z_reports" ("job_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_fiscal_z_reports_device" ON "fiscal_z_reports" ("company_id", "device_id", "id") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "fiscal_z_reports"`);
    await queryRunner.query(`DROP TABLE "fiscal_jobs"`);
    await queryRunner.query(`DROP TABLE "fiscal_devices"`);
    await queryRunner.query(`DROP TABLE "fiscal_agent_states"`);
    await queryRunner.query(`ALTER TABLE "companies" DROP COLUMN "fiscal_mode"`);
  }
}
