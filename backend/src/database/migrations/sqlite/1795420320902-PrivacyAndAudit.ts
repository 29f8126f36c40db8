import { MigrationInterface, QueryRunner } from 'typeorm';

/** The audit trail, the job lease of the privacy run, company privacy settings, client consent. */
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
    // ADD COLUMN, not a table rebuild: rebuilding companies/clients would break their foreign keys on a filled database.
    await queryRunner.query(`ALTER TABLE "companies" ADD COLUMN "store_cnp" boolean NOT NULL DEFAULT (1)`);
    await queryRunner.query(`ALTER TABLE "companies" ADD COLUMN "store_id_documents" boolean NOT NULL DEFAULT (1)`);
    await queryRunner.query(
      `ALTER TABLE "companies" ADD COLUMN "documents_retention_months" integer NOT NULL DEFAULT (0)`,
    );
    await queryRunner.query(
      `ALTER TABLE "companies" ADD COLUMN "inactive_client_anonymize_years" integer NOT NULL DEFAULT (0)`,
    );
    await queryRunner.query(`ALTER TABLE "clients" ADD COLUMN "consent_at" datetime`);
    await queryRunner.query(`ALTER TABLE "clients" ADD COLUMN "consent_by" integer`);
    await queryRunner.query(`ALTER TABLE "clients" ADD COLUMN "consent_text" text`);
    await queryRunner.query(`ALTER TABLE "clients" ADD COLUMN "anonymized_at" datetime`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['anonymized_at', 'consent_text', 'consent_by', 'consent_at']) {
      await queryRunner.query(`ALTER TABLE "clients" DROP COLUMN "${column}"`);
    }
    for (const column of [
      'inactive_client_anonymize_years',
      'documents_retention_months',
      'store_id_documents',
      'store_cnp',
    ]) {
      await queryRunner.query(`ALTER TABLE "companies" DROP COLUMN "${column}"`);
    }
    await queryRunner.query(`DROP TABLE "job_locks"`);
    await queryRunner.query(`DROP INDEX "IDX_audit_log_company_time"`);
    await queryRunner.query(`DROP INDEX "IDX_audit_log_company_entity"`);
    await queryRunner.query(`DROP INDEX "IDX_audit_log_company_client"`);
    await queryRunner.query(`DROP TABLE "audit_log"`);
  }
}
