import { MigrationInterface, QueryRunner } from 'typeorm';

/** Expenses' payment method, supplier CUI and document; the cash book's settings, closed days and dispositions. */
export class CashBook1795490000000 implements MigrationInterface {
  name = 'CashBook1795490000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`expenses\` ADD \`supplier_cui\` varchar(14) NULL`);
    await queryRunner.query(`ALTER TABLE \`expenses\` ADD \`payment_method\` varchar(8) NOT NULL DEFAULT 'bank'`);
    await queryRunner.query(`ALTER TABLE \`expenses\` ADD \`document_type\` varchar(10) NULL`);
    await queryRunner.query(`ALTER TABLE \`expenses\` ADD \`document_date\` date NULL`);
    await queryRunner.query(
      `CREATE TABLE \`cash_books\` (\`company_id\` int NOT NULL, \`opening_balance\` decimal(12,2) NOT NULL DEFAULT '0.00', \`start_date\` date NULL, \`limit_per_person\` decimal(12,2) NOT NULL DEFAULT '5000.00', \`limit_end_of_day\` decimal(12,2) NOT NULL DEFAULT '50000.00', \`account_cash\` varchar(20) NOT NULL DEFAULT '5311', \`account_clients\` varchar(20) NOT NULL DEFAULT '4111', \`account_suppliers\` varchar(20) NOT NULL DEFAULT '401', \`expense_accounts\` text NULL, \`account_expenses\` varchar(20) NOT NULL DEFAULT '628', \`account_dispositions\` varchar(20) NOT NULL DEFAULT '581', \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (\`company_id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`cash_day_closes\` (\`id\` int NOT NULL AUTO_INCREMENT, \`company_id\` int NOT NULL, \`day\` date NOT NULL, \`closed\` tinyint NOT NULL DEFAULT 1, \`closed_by\` int NULL, \`closed_at\` datetime NULL, \`reopened_by\` int NULL, \`reopened_at\` datetime NULL, \`reopen_reason\` varchar(255) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_cash_day_closes_company_day\` (\`company_id\`, \`day\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`cash_dispositions\` (\`id\` int NOT NULL AUTO_INCREMENT, \`company_id\` int NOT NULL, \`kind\` varchar(4) NOT NULL, \`doc_series_id\` int NOT NULL, \`series\` varchar(10) NOT NULL, \`number\` int NOT NULL, \`issued_on\` date NOT NULL, \`amount\` decimal(12,2) NOT NULL, \`explanation\` varchar(255) NOT NULL, \`person\` varchar(160) NOT NULL, \`receipt_id\` int NULL, \`receipt_issued_on\` date NULL, \`receipt_label\` varchar(40) NULL, \`created_by\` int NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_cash_dispositions_company_day\` (\`company_id\`, \`issued_on\`), UNIQUE INDEX \`UQ_cash_dispositions_series_number\` (\`doc_series_id\`, \`number\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`cash_books\` ADD CONSTRAINT \`FK_0e7b2983948468c367764383bca\` FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`cash_day_closes\` ADD CONSTRAINT \`FK_ae467e8eb46b2dc83da1f93269d\` FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`cash_dispositions\` ADD CONSTRAINT \`FK_599796927f9a88417d46422ecbe\` FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`cash_dispositions\` ADD CONSTRAINT \`FK_5f4c826bfd9099885cf0e269a3a\` FOREIGN KEY (\`doc_series_id\`) REFERENCES \`doc_series\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`cash_dispositions\` DROP FOREIGN KEY \`FK_5f4c826bfd9099885cf0e269a3a\``);
    await queryRunner.query(`ALTER TABLE \`cash_dispositions\` DROP FOREIGN KEY \`FK_599796927f9a88417d46422ecbe\``);
    await queryRunner.query(`ALTER TABLE \`cash_day_closes\` DROP FOREIGN KEY \`FK_ae467e8eb46b2dc83da1f93269d\``);
    await queryRunner.query(`ALTER TABLE \`cash_books\` DROP FOREIGN KEY \`FK_0e7b2983948468c367764383bca\``);
    await queryRunner.query(`DROP TABLE \`cash_dispositions\``);
    await queryRunner.query(`DROP TABLE \`cash_day_closes\``);
    await queryRunner.query(`DROP TABLE \`cash_books\``);
    await queryRunner.query(`ALTER TABLE \`expenses\` DROP COLUMN \`document_date\``);
    await queryRunner.query(`ALTER TABLE \`expenses\` DROP COLUMN \`document_type\``);
    await queryRunner.query(`ALTER TABLE \`expenses\` DROP COLUMN \`payment_method\``);
    await queryRunner.query(`ALTER TABLE \`expenses\` DROP COLUMN \`supplier_cui\``);
  }
}
