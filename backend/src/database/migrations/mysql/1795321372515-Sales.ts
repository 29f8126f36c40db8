import { MigrationInterface, QueryRunner } from 'typeorm';

export class Sales1795321372515 implements MigrationInterface {
  name = 'Sales1795321372515';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`clients\` (\`id\` int NOT NULL AUTO_INCREMENT, \`company_id\` int NOT NULL, \`first_name\` varchar(80) NOT NULL, \`last_name\` varchar(80) NOT NULL, \`cnp\` varchar(13) NULL, \`birth_date\` date NULL, \`id_series\` varchar(2) NULL, \`id_number\` varchar(8) NULL, \`phone\` varchar(32) NULL, \`email\` varchar(160) NULL, \`state_id\` int NULL, \`city\` varchar(100) NULL, \`address\` varchar(255) NULL, \`car_plate\` varchar(16) NULL, \`notes\` text NULL, \`blocked\` tinyint NOT NULL DEFAULT 0, \`blocked_reason\` varchar(255) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_clients_company_plate\` (\`company_id\`, \`car_plate\`), INDEX \`IDX_clients_company_phone\` (\`company_id\`, \`phone\`), INDEX \`IDX_clients_company_name\` (\`company_id\`, \`last_name\`, \`first_name\`), UNIQUE INDEX \`UQ_clients_company_cnp\` (\`company_id\`, \`cnp\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`media\` (\`id\` int NOT NULL AUTO_INCREMENT, \`company_id\` int NOT NULL, \`storage_key\` varchar(120) NOT NULL, \`name\` varchar(255) NOT NULL, \`mime\` varchar(64) NOT NULL, \`size\` int NOT NULL, \`sha256\` varchar(64) NOT NULL, \`created_by\` int NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_media_company\` (\`company_id\`), UNIQUE INDEX \`IDX_9ba0d5268d6f75eca1b62cf10b\` (\`storage_key\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`client_documents\` (\`id\` int NOT NULL AUTO_INCREMENT, \`company_id\` int NOT NULL, \`client_id\` int NOT NULL, \`media_id\` int NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_client_documents_client\` (\`company_id\`, \`client_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`passes\` (\`id\` int NOT NULL AUTO_INCREMENT, \`company_id\` int NOT NULL, \`client_id\` int NOT NULL, \`water_id\` int NOT NULL, \`plan_id\` int NOT NULL, \`discount_id\` int NULL, \`doc_series_id\` int NOT NULL, \`series\` varchar(10) NOT NULL, \`number\` int NOT NULL, \`code\` varchar(32) NOT NULL, \`valid_from\` datetime NOT NULL, \`valid_to\` datetime NOT NULL, \`price\` decimal(12,2) NOT NULL, \`discount_amount\` decimal(12,2) NOT NULL DEFAULT '0.00', \`total\` decimal(12,2) NOT NULL, \`rods\` int NOT NULL, \`retention_kg\` decimal(6,2) NOT NULL DEFAULT '0.00', \`payment_method\` varchar(8) NOT NULL, \`car_plate\` varchar(16) NULL, \`notes\` text NULL, \`status\` varchar(10) NOT NULL DEFAULT 'active', \`created_by\` int NULL, \`cancelled_at\` datetime NULL, \`cancelled_by\` int NULL, \`cancel_reason\` varchar(255) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_passes_code\` (\`code\`), INDEX \`IDX_passes_company_created\` (\`company_id\`, \`created_at\`), INDEX \`IDX_passes_company_client\` (\`company_id\`, \`client_id\`), INDEX \`IDX_passes_company_valid_from\` (\`company_id\`, \`valid_from\`), UNIQUE INDEX \`UQ_passes_series_number\` (\`doc_series_id\`, \`number\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`receipts\` (\`id\` int NOT NULL AUTO_INCREMENT, \`company_id\` int NOT NULL, \`client_id\` int NOT NULL, \`pass_id\` int NULL, \`doc_series_id\` int NOT NULL, \`series\` varchar(10) NOT NULL, \`number\` int NOT NULL, \`issued_on\` date NOT NULL, \`amount\` decimal(12,2) NOT NULL, \`amount_words\` varchar(255) NOT NULL, \`description\` varchar(255) NOT NULL, \`fiscal_receipt_no\` varchar(40) NULL, \`status\` varchar(10) NOT NULL DEFAULT 'issued', \`created_by\` int NULL, \`cancelled_at\` datetime NULL, \`cancelled_by\` int NULL, \`cancel_reason\` varchar(255) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_receipts_pass\` (\`pass_id\`), INDEX \`IDX_receipts_company_client\` (\`company_id\`, \`client_id\`), INDEX \`IDX_receipts_company_issued\` (\`company_id\`, \`issued_on\`), UNIQUE INDEX \`UQ_receipts_series_number\` (\`doc_series_id\`, \`number\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`clients\` ADD CONSTRAINT \`FK_fcadfe25d85cf21251273169128\` FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`clients\` ADD CONSTRAINT \`FK_09a86e765c3c96b4c5b02536251\` FOREIGN KEY (\`state_id\`) REFERENCES \`states\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`media\` ADD CONSTRAINT \`FK_21ca51e858c0f4f115e760598a0\` FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`client_documents\` ADD CONSTRAINT \`FK_15a8218b7e8e9fbe7a95ad0843b\` FOREIGN KEY (\`client_id\`) REFERENCES \`clients\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`client_documents\` ADD CONSTRAINT \`FK_860aeb4b880df6b6d6bdb732e01\` FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`passes\` ADD CONSTRAINT \`FK_b9b57e5172d3ae3af54932caef9\` FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`passes\` ADD CONSTRAINT \`FK_4b0ff1ec9800e32a7647c57462c\` FOREIGN KEY (\`client_id\`) REFERENCES \`clients\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`passes\` ADD CONSTRAINT \`FK_c3ab97b08fc935d6cfa8f0fb185\` FOREIGN KEY (\`water_id\`) REFERENCES \`waters\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`passes\` ADD CONSTRAINT \`FK_c17fef6db048583ea05f63bc0ac\` FOREIGN KEY (\`plan_id\`) REFERENCES \`plans\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`passes\` ADD CONSTRAINT \`FK_2fb5a5c5ab4089baf21df081531\` FOREIGN KEY (\`discount_id\`) REFERENCES \`discounts\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`passes\` ADD CONSTRAINT \`FK_54b66ba7bda463b70bd89e61ea5\` FOREIGN KEY (\`doc_series_id\`) REFERENCES \`doc_series\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`passes\` ADD CONSTRAINT \`FK_7bef8e3906478cf51a0a1448239\` FOREIGN KEY (\`created_by\`) REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`receipts\` ADD CONSTRAINT \`FK_a560b337c02d397720dad8f8193\` FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`receipts\` ADD CONSTRAINT \`FK_407f112522ea379e224b181c95a\` FOREIGN KEY (\`client_id\`) REFERENCES \`clients\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`receipts\` ADD CONSTRAINT \`FK_193f23a98fe5f061ba8aeb7d482\` FOREIGN KEY (\`pass_id\`) REFERENCES \`passes\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`receipts\` ADD CONSTRAINT \`FK_a4fd1bc502e009ca405ba2f07d9\` FOREIGN KEY (\`doc_series_id\`) REFERENCES \`doc_series\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`receipts\` ADD CONSTRAINT \`FK_eee1cdcc032068c53ba58a7d8e6\` FOREIGN KEY (\`created_by\`) REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`receipts\` DROP FOREIGN KEY \`FK_eee1cdcc032068c53ba58a7d8e6\``);
    await queryRunner.query(`ALTER TABLE \`receipts\` DROP FOREIGN KEY \`FK_a4fd1bc502e009ca405ba2f07d9\``);
    await queryRunner.query(`ALTER TABLE \`receipts\` DROP FOREIGN KEY \`FK_193f23a98fe5f061ba8aeb7d482\``);
    await queryRunner.query(`ALTER TABLE \`receipts\` DROP FOREIGN KEY \`FK_407f112522ea379e224b181c95a\``);
    await queryRunner.query(`ALTER TABLE \`receipts\` DROP FOREIGN KEY \`FK_a560b337c02d397720dad8f8193\``);
    await queryRunner.query(`ALTER TABLE \`passes\` DROP FOREIGN KEY \`FK_7bef8e3906478cf51a0a1448239\``);
    await queryRunner.query(`ALTER TABLE \`passes\` DROP FOREIGN KEY \`FK_54b66ba7bda463b70bd89e61ea5\``);
    await queryRunner.query(`ALTER TABLE \`passes\` DROP FOREIGN KEY \`FK_2fb5a5c5ab4089baf21df081531\``);
    await queryRunner.query(`ALTER TABLE \`passes\` DROP FOREIGN KEY \`FK_c17fef6db048583ea05f63bc0ac\``);
    await queryRunner.query(`ALTER TABLE \`passes\` DROP FOREIGN KEY \`FK_c3ab97b08fc935d6cfa8f0fb185\``);
    await queryRunner.query(`ALTER TABLE \`passes\` DROP FOREIGN KEY \`FK_4b0ff1ec9800e32a7647c57462c\``);
    await queryRunner.query(`ALTER TABLE \`passes\` DROP FOREIGN KEY \`FK_b9b57e5172d3ae3af54932caef9\``);
    await queryRunner.query(`ALTER TABLE \`client_documents\` DROP FOREIGN KEY \`FK_860aeb4b880df6b6d6bdb732e01\``);
    await queryRunner.query(`ALTER TABLE \`client_documents\` DROP FOREIGN KEY \`FK_15a8218b7e8e9fbe7a95ad0843b\``);
    await queryRunner.query(`ALTER TABLE \`media\` DROP FOREIGN KEY \`FK_21ca51e858c0f4f115e760598a0\``);
    await queryRunner.query(`ALTER TABLE \`clients\` DROP FOREIGN KEY \`FK_09a86e765c3c96b4c5b02536251\``);
    await queryRunner.query(`ALTER TABLE \`clients\` DROP FOREIGN KEY \`FK_fcadfe25d85cf21251273169128\``);
    await queryRunner.query(`DROP INDEX \`UQ_receipts_series_number\` ON \`receipts\``);
    await queryRunner.query(`DROP INDEX \`IDX_receipts_company_issued\` ON \`receipts\``);
    await queryRunner.query(`DROP INDEX \`IDX_receipts_company_client\` ON \`receipts\``);
    await queryRunner.query(`DROP INDEX \`IDX_receipts_pass\` ON \`receipts\``);
    await queryRunner.query(`DROP TABLE \`receipts\``);
    await queryRunner.query(`DROP INDEX \`UQ_passes_series_number\` ON \`passes\``);
    await queryRunner.query(`DROP INDEX \`IDX_passes_company_valid_from\` ON \`passes\``);
    await queryRunner.query(`DROP INDEX \`IDX_passes_company_client\` ON \`passes\``);
    await queryRunner.query(`DROP INDEX \`IDX_passes_company_created\` ON \`passes\``);
    await queryRunner.query(`DROP INDEX \`UQ_passes_code\` ON \`passes\``);
    await queryRunner.query(`DROP TABLE \`passes\``);
    await queryRunner.query(`DROP INDEX \`IDX_client_documents_client\` ON \`client_documents\``);
    await queryRunner.query(`DROP TABLE \`client_documents\``);
    await queryRunner.query(`DROP INDEX \`IDX_9ba0d5268d6f75eca1b62cf10b\` ON \`media\``);
    await queryRunner.query(`DROP INDEX \`IDX_media_company\` ON \`media\``);
    await queryRunner.query(`DROP TABLE \`media\``);
    await queryRunner.query(`DROP INDEX \`UQ_clients_company_cnp\` ON \`clients\``);
    await queryRunner.query(`DROP INDEX \`IDX_clients_company_name\` ON \`clients\``);
    await queryRunner.query(`DROP INDEX \`IDX_clients_company_phone\` ON \`clients\``);
    await queryRunner.query(`DROP INDEX \`IDX_clients_company_plate\` ON \`clients\``);
    await queryRunner.query(`DROP TABLE \`clients\``);
  }
}
