import { MigrationInterface, QueryRunner } from 'typeorm';

/** The company's fiscal mode, its fiscal cash registers, their agents' state, print jobs and Z reports. */
export class FiscalDevices1795480000000 implements MigrationInterface {
  name = 'FiscalDevices1795480000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`companies\` ADD \`fiscal_mode\` varchar(10) NOT NULL DEFAULT 'receipt'`);
    await queryRunner.query(
      `CREATE TABLE \`fiscal_agent_states\` (\`device_id\` int NOT NULL, \`agent_id\` varchar(64) NOT NULL, \`last_seen_at\` datetime NOT NULL, \`version\` varchar(40) NULL, \`driver_dir\` varchar(255) NULL, \`paper\` varchar(10) NOT NULL DEFAULT 'unknown', \`last_z_at\` datetime NULL, \`last_error\` varchar(255) NULL, PRIMARY KEY (\`device_id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`fiscal_devices\` (\`id\` int NOT NULL AUTO_INCREMENT, \`company_id\` int NOT NULL, \`name\` varchar(100) NOT NULL, \`format\` varchar(20) NOT NULL, \`settings\` text NOT NULL, \`plan_vat_groups\` text NOT NULL, \`water_ids\` text NOT NULL, \`active\` tinyint NOT NULL DEFAULT 1, \`token_hash\` varchar(64) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_fiscal_devices_company\` (\`company_id\`, \`name\`), UNIQUE INDEX \`UQ_fiscal_devices_token\` (\`token_hash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`fiscal_jobs\` (\`id\` int NOT NULL AUTO_INCREMENT, \`company_id\` int NOT NULL, \`device_id\` int NOT NULL, \`kind\` varchar(10) NOT NULL, \`status\` varchar(10) NOT NULL DEFAULT 'queued', \`attempt\` int NOT NULL DEFAULT '1', \`source\` varchar(10) NULL, \`pass_id\` int NULL, \`booking_id\` int NULL, \`client_id\` int NULL, \`payment_method\` varchar(10) NULL, \`amount\` decimal(12,2) NULL, \`sale\` text NULL, \`receipt_number\` varchar(40) NULL, \`fiscal_serial\` varchar(40) NULL, \`error_code\` varchar(20) NULL, \`error_message\` varchar(255) NULL, \`manual\` tinyint NOT NULL DEFAULT 0, \`storno_status\` varchar(10) NULL, \`storno_number\` varchar(40) NULL, \`printed_at\` datetime NULL, \`created_by\` int NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_fiscal_jobs_company_status\` (\`company_id\`, \`status\`), INDEX \`IDX_fiscal_jobs_company_booking\` (\`company_id\`, \`booking_id\`), INDEX \`IDX_fiscal_jobs_company_pass\` (\`company_id\`, \`pass_id\`, \`source\`), INDEX \`IDX_fiscal_jobs_device_status\` (\`device_id\`, \`status\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`fiscal_z_reports\` (\`id\` int NOT NULL AUTO_INCREMENT, \`company_id\` int NOT NULL, \`device_id\` int NOT NULL, \`job_id\` int NOT NULL, \`number\` int NOT NULL, \`day\` date NOT NULL, \`receipts\` int NOT NULL, \`totals\` text NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_fiscal_z_reports_device\` (\`company_id\`, \`device_id\`, \`id\`), UNIQUE INDEX \`UQ_fiscal_z_reports_job\` (\`job_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`fiscal_devices\` ADD CONSTRAINT \`FK_841f5c5bbdc491f7a4da7770382\` FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`fiscal_jobs\` ADD CONSTRAINT \`FK_209cd00522954e0de9c0bbd04de\` FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`fiscal_jobs\` ADD CONSTRAINT \`FK_ca4f3008411c2e3960833565be3\` FOREIGN KEY (\`device_id\`) REFERENCES \`fiscal_devices\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`fiscal_z_reports\` ADD CONSTRAINT \`FK_ee5cbbcde02946241e60521cf47\` FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`fiscal_z_reports\` ADD CONSTRAINT \`FK_7f7e6685469ee46465062d13554\` FOREIGN KEY (\`device_id\`) REFERENCES \`fiscal_devices\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`fiscal_z_reports\``);
    await queryRunner.query(`DROP TABLE \`fiscal_jobs\``);
    await queryRunner.query(`DROP TABLE \`fiscal_devices\``);
    await queryRunner.query(`DROP TABLE \`fiscal_agent_states\``);
    await queryRunner.query(`ALTER TABLE \`companies\` DROP COLUMN \`fiscal_mode\``);
  }
}
