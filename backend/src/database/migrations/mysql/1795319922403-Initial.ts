import { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795319922403 implements MigrationInterface {
  name = 'Initial1795319922403';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`states\` (\`id\` int NOT NULL, \`name\` varchar(64) NOT NULL, \`code\` varchar(2) NOT NULL, UNIQUE INDEX \`IDX_b8af4194277281dcfe08be4264\` (\`code\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`companies\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(160) NOT NULL, \`slug\` varchar(40) NOT NULL, \`cui\` varchar(12) NOT NULL, \`vat_payer\` tinyint NOT NULL DEFAULT 0, \`reg_com\` varchar(32) NULL, \`address\` varchar(255) NULL, \`state_id\` int NULL, \`city\` varchar(100) NULL, \`phone\` varchar(32) NULL, \`email\` varchar(160) NULL, \`iban\` varchar(34) NULL, \`bank\` varchar(100) NULL, \`active\` tinyint NOT NULL DEFAULT 1, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_companies_slug\` (\`slug\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`roles\` (\`id\` int NOT NULL, \`name\` varchar(64) NOT NULL, PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`users\` (\`id\` int NOT NULL AUTO_INCREMENT, \`company_id\` int NULL, \`name\` varchar(120) NOT NULL, \`email\` varchar(160) NOT NULL, \`password\` varchar(255) NOT NULL, \`role\` int NOT NULL, \`phone\` varchar(32) NULL, \`last_login_at\` datetime NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`deleted_at\` datetime(6) NULL, INDEX \`IDX_users_company\` (\`company_id\`), UNIQUE INDEX \`UQ_users_email\` (\`email\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`access_tokens\` (\`id\` varchar(36) NOT NULL, \`user_id\` int NOT NULL, \`expires_at\` datetime NOT NULL, \`revoked_at\` datetime NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_access_tokens_user\` (\`user_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`password_resets\` (\`id\` int NOT NULL AUTO_INCREMENT, \`user_id\` int NOT NULL, \`token_hash\` varchar(64) NOT NULL, \`expires_at\` datetime NOT NULL, \`used_at\` datetime NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_password_resets_user\` (\`user_id\`), UNIQUE INDEX \`UQ_password_resets_token\` (\`token_hash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`fishes\` (\`id\` int NOT NULL, \`name\` varchar(64) NOT NULL, UNIQUE INDEX \`IDX_cdfc7a4e25f4b08e8865dffe41\` (\`name\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`companies\` ADD CONSTRAINT \`FK_cd205039764358ab5ef410049cc\` FOREIGN KEY (\`state_id\`) REFERENCES \`states\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`users\` ADD CONSTRAINT \`FK_7ae6334059289559722437bcc1c\` FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`users\` ADD CONSTRAINT \`FK_ace513fa30d485cfd25c11a9e4a\` FOREIGN KEY (\`role\`) REFERENCES \`roles\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`access_tokens\` ADD CONSTRAINT \`FK_09ee750a035b06e0c7f0704687e\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`password_resets\` ADD CONSTRAINT \`FK_f7a4c3bc48f24df007936d217be\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`password_resets\` DROP FOREIGN KEY \`FK_f7a4c3bc48f24df007936d217be\``);
    await queryRunner.query(`ALTER TABLE \`access_tokens\` DROP FOREIGN KEY \`FK_09ee750a035b06e0c7f0704687e\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP FOREIGN KEY \`FK_ace513fa30d485cfd25c11a9e4a\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP FOREIGN KEY \`FK_7ae6334059289559722437bcc1c\``);
    await queryRunner.query(`ALTER TABLE \`companies\` DROP FOREIGN KEY \`FK_cd205039764358ab5ef410049cc\``);
    await queryRunner.query(`DROP INDEX \`IDX_cdfc7a4e25f4b08e8865dffe41\` ON \`fishes\``);
    await queryRunner.query(`DROP TABLE \`fishes\``);
    await queryRunner.query(`DROP INDEX \`UQ_password_resets_token\` ON \`password_resets\``);
    await queryRunner.query(`DROP INDEX \`IDX_password_resets_user\` ON \`password_resets\``);
    await queryRunner.query(`DROP TABLE \`password_resets\``);
    await queryRunner.query(`DROP INDEX \`IDX_access_tokens_user\` ON \`access_tokens\``);
    await queryRunner.query(`DROP TABLE \`access_tokens\``);
    await queryRunner.query(`DROP INDEX \`UQ_users_email\` ON \`users\``);
    await queryRunner.query(`DROP INDEX \`IDX_users_company\` ON \`users\``);
    await queryRunner.query(`DROP TABLE \`users\``);
    await queryRunner.query(`DROP TABLE \`roles\``);
    await queryRunner.query(`DROP INDEX \`UQ_companies_slug\` ON \`companies\``);
    await queryRunner.query(`DROP TABLE \`companies\``);
    await queryRunner.query(`DROP INDEX \`IDX_b8af4194277281dcfe08be4264\` ON \`states\``);
    await queryRunner.query(`DROP TABLE \`states\``);
  }
}
