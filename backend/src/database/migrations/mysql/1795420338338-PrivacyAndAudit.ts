import { MigrationInterface, QueryRunner } from 'typeorm';

/** The audit trail, the job lease of the privacy run, company privacy settings, client consent. */
export class PrivacyAndAudit1795420338338 implements MigrationInterface {
  name = 'PrivacyAndAudit1795420338338';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`audit_log\` (\`id\` int NOT NULL AUTO_INCREMENT, \`company_id\` int NOT NULL, \`actor_id\` int NULL, \`actor_role\` int NULL, \`action\` varchar(20) NOT NULL, \`entity\` varchar(40) NOT NULL, \`entity_id\` int NULL, \`client_id\` int NULL, \`changes\` text NULL, \`ip\` varchar(64) NULL, \`request_id\` varchar(100) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_audit_log_company_client\` (\`company_id\`, \`client_id\`), INDEX \`IDX_audit_log_company_entity\` (\`company_id\`, \`entity\`, \`entity_id\`), INDEX \`IDX_audit_log_company_time\` (\`company_id\`, \`created_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`job_locks\` (\`name\` varchar(40) NOT NULL, \`owner\` varchar(80) NULL, \`locked_until\` datetime NULL, \`last_run_at\` datetime NULL, PRIMARY KEY (\`name\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(`ALTER TABLE \`companies\` ADD \`store_cnp\` tinyint NOT NULL DEFAULT 1`);
    await queryRunner.query(`ALTER TABLE \`companies\` ADD \`store_id_documents\` tinyint NOT NULL DEFAULT 1`);
    await queryRunner.query(`ALTER TABLE \`companies\` ADD \`documents_retention_months\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(
      `ALTER TABLE \`companies\` ADD \`inactive_client_anonymize_years\` int NOT NULL DEFAULT '0'`,
    );
    await queryRunner.query(`ALTER TABLE \`clients\` ADD \`consent_at\` datetime NULL`);
    await queryRunner.query(`ALTER TABLE \`clients\` ADD \`consent_by\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`clients\` ADD \`consent_text\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`clients\` ADD \`anonymized_at\` datetime NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`clients\` DROP COLUMN \`anonymized_at\``);
    await queryRunner.query(`ALTER TABLE \`clients\` DROP COLUMN \`consent_text\``);
    await queryRunner.query(`ALTER TABLE \`clients\` DROP COLUMN \`consent_by\``);
    await queryRunner.query(`ALTER TABLE \`clients\` DROP COLUMN \`consent_at\``);
    await queryRunner.query(`ALTER TABLE \`companies\` DROP COLUMN \`inactive_client_anonymize_years\``);
    await queryRunner.query(`ALTER TABLE \`companies\` DROP COLUMN \`documents_retention_months\``);
    await queryRunner.query(`ALTER TABLE \`companies\` DROP COLUMN \`store_id_documents\``);
    await queryRunner.query(`ALTER TABLE \`companies\` DROP COLUMN \`store_cnp\``);
    await queryRunner.query(`DROP TABLE \`job_locks\``);
    await queryRunner.query(`DROP INDEX \`IDX_audit_log_company_time\` ON \`audit_log\``);
    await queryRunner.query(`DROP INDEX \`IDX_audit_log_company_entity\` ON \`audit_log\``);
    await queryRunner.query(`DROP INDEX \`IDX_audit_log_company_client\` ON \`audit_log\``);
    await queryRunner.query(`DROP TABLE \`audit_log\``);
  }
}
