import { MigrationInterface, QueryRunner } from 'typeorm';

export class Catalogue1795320570460 implements MigrationInterface {
  name = 'Catalogue1795320570460';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`doc_series\` (\`id\` int NOT NULL AUTO_INCREMENT, \`company_id\` int NOT NULL, \`type\` varchar(8) NOT NULL, \`series\` varchar(10) NOT NULL, \`next_number\` int NOT NULL DEFAULT '1', \`issued_count\` int NOT NULL DEFAULT '0', \`is_default\` tinyint NOT NULL DEFAULT 0, \`active\` tinyint NOT NULL DEFAULT 1, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_doc_series_company_type_series\` (\`company_id\`, \`type\`, \`series\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`discounts\` (\`id\` int NOT NULL AUTO_INCREMENT, \`company_id\` int NOT NULL, \`name\` varchar(120) NOT NULL, \`type\` varchar(8) NOT NULL, \`value\` decimal(12,2) NOT NULL, \`description\` text NULL, \`active\` tinyint NOT NULL DEFAULT 1, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_discounts_company\` (\`company_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`waters\` (\`id\` int NOT NULL AUTO_INCREMENT, \`company_id\` int NOT NULL, \`name\` varchar(120) NOT NULL, \`state_id\` int NULL, \`city\` varchar(100) NULL, \`surface_ha\` decimal(10,2) NULL, \`description\` text NULL, \`rules\` text NULL, \`latitude\` decimal(9,6) NULL, \`longitude\` decimal(9,6) NULL, \`active\` tinyint NOT NULL DEFAULT 1, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_waters_company_name\` (\`company_id\`, \`name\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`expenses\` (\`id\` int NOT NULL AUTO_INCREMENT, \`company_id\` int NOT NULL, \`category\` varchar(16) NOT NULL, \`amount\` decimal(12,2) NOT NULL, \`spent_on\` date NOT NULL, \`water_id\` int NULL, \`supplier\` varchar(160) NULL, \`document_number\` varchar(60) NULL, \`description\` text NULL, \`created_by\` int NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_expenses_company_spent\` (\`company_id\`, \`spent_on\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`plans\` (\`id\` int NOT NULL AUTO_INCREMENT, \`company_id\` int NOT NULL, \`name\` varchar(120) NOT NULL, \`duration_value\` int NOT NULL, \`duration_unit\` varchar(8) NOT NULL, \`price\` decimal(12,2) NOT NULL, \`rods\` int NOT NULL DEFAULT '2', \`retention_kg\` decimal(6,2) NOT NULL DEFAULT '0.00', \`night\` tinyint NOT NULL DEFAULT 0, \`description\` text NULL, \`active\` tinyint NOT NULL DEFAULT 1, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_plans_company\` (\`company_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`water_fishes\` (\`water_id\` int NOT NULL, \`fish_id\` int NOT NULL, INDEX \`IDX_bfe53d921b0af058d54d6d6432\` (\`water_id\`), INDEX \`IDX_5eae50b79fbe74cb2e61ffd0b7\` (\`fish_id\`), PRIMARY KEY (\`water_id\`, \`fish_id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`plan_waters\` (\`plan_id\` int NOT NULL, \`water_id\` int NOT NULL, INDEX \`IDX_87d1292065136400e0ee401cf0\` (\`plan_id\`), INDEX \`IDX_0885bd73c7854c2a3720923e16\` (\`water_id\`), PRIMARY KEY (\`plan_id\`, \`water_id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`doc_series\` ADD CONSTRAINT \`FK_a899a8d9695c300bb0a225ec07d\` FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`discounts\` ADD CONSTRAINT \`FK_2bb55b1d0e4dd71a00b1ce80e3d\` FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`waters\` ADD CONSTRAINT \`FK_d934a05249c27871cce3a52f253\` FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`waters\` ADD CONSTRAINT \`FK_89a75e33cd23d00c9253dff9c72\` FOREIGN KEY (\`state_id\`) REFERENCES \`states\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`expenses\` ADD CONSTRAINT \`FK_85389c627f20798554ac2bfb052\` FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`expenses\` ADD CONSTRAINT \`FK_70b93062478f47117e03e30b6b4\` FOREIGN KEY (\`water_id\`) REFERENCES \`waters\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`expenses\` ADD CONSTRAINT \`FK_7c0c012c2f8e6578277c239ee61\` FOREIGN KEY (\`created_by\`) REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`plans\` ADD CONSTRAINT \`FK_d2c2e8915644470dbd4fd8807d9\` FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`water_fishes\` ADD CONSTRAINT \`FK_bfe53d921b0af058d54d6d64320\` FOREIGN KEY (\`water_id\`) REFERENCES \`waters\`(\`id\`) ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE \`water_fishes\` ADD CONSTRAINT \`FK_5eae50b79fbe74cb2e61ffd0b72\` FOREIGN KEY (\`fish_id\`) REFERENCES \`fishes\`(\`id\`) ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE \`plan_waters\` ADD CONSTRAINT \`FK_87d1292065136400e0ee401cf0c\` FOREIGN KEY (\`plan_id\`) REFERENCES \`plans\`(\`id\`) ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE \`plan_waters\` ADD CONSTRAINT \`FK_0885bd73c7854c2a3720923e16a\` FOREIGN KEY (\`water_id\`) REFERENCES \`waters\`(\`id\`) ON DELETE CASCADE ON UPDATE CASCADE`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`plan_waters\` DROP FOREIGN KEY \`FK_0885bd73c7854c2a3720923e16a\``);
    await queryRunner.query(`ALTER TABLE \`plan_waters\` DROP FOREIGN KEY \`FK_87d1292065136400e0ee401cf0c\``);
    await queryRunner.query(`ALTER TABLE \`water_fishes\` DROP FOREIGN KEY \`FK_5eae50b79fbe74cb2e61ffd0b72\``);
    await queryRunner.query(`ALTER TABLE \`water_fishes\` DROP FOREIGN KEY \`FK_bfe53d921b0af058d54d6d64320\``);
    await queryRunner.query(`ALTER TABLE \`plans\` DROP FOREIGN KEY \`FK_d2c2e8915644470dbd4fd8807d9\``);
    await queryRunner.query(`ALTER TABLE \`expenses\` DROP FOREIGN KEY \`FK_7c0c012c2f8e6578277c239ee61\``);
    await queryRunner.query(`ALTER TABLE \`expenses\` DROP FOREIGN KEY \`FK_70b93062478f47117e03e30b6b4\``);
    await queryRunner.query(`ALTER TABLE \`expenses\` DROP FOREIGN KEY \`FK_85389c627f20798554ac2bfb052\``);
    await queryRunner.query(`ALTER TABLE \`waters\` DROP FOREIGN KEY \`FK_89a75e33cd23d00c9253dff9c72\``);
    await queryRunner.query(`ALTER TABLE \`waters\` DROP FOREIGN KEY \`FK_d934a05249c27871cce3a52f253\``);
    await queryRunner.query(`ALTER TABLE \`discounts\` DROP FOREIGN KEY \`FK_2bb55b1d0e4dd71a00b1ce80e3d\``);
    await queryRunner.query(`ALTER TABLE \`doc_series\` DROP FOREIGN KEY \`FK_a899a8d9695c300bb0a225ec07d\``);
    await queryRunner.query(`DROP INDEX \`IDX_0885bd73c7854c2a3720923e16\` ON \`plan_waters\``);
    await queryRunner.query(`DROP INDEX \`IDX_87d1292065136400e0ee401cf0\` ON \`plan_waters\``);
    await queryRunner.query(`DROP TABLE \`plan_waters\``);
    await queryRunner.query(`DROP INDEX \`IDX_5eae50b79fbe74cb2e61ffd0b7\` ON \`water_fishes\``);
    await queryRunner.query(`DROP INDEX \`IDX_bfe53d921b0af058d54d6d6432\` ON \`water_fishes\``);
    await queryRunner.query(`DROP TABLE \`water_fishes\``);
    await queryRunner.query(`DROP INDEX \`IDX_plans_company\` ON \`plans\``);
    await queryRunner.query(`DROP TABLE \`plans\``);
    await queryRunner.query(`DROP INDEX \`IDX_expenses_company_spent\` ON \`expenses\``);
    await queryRunner.query(`DROP TABLE \`expenses\``);
    await queryRunner.query(`DROP INDEX \`UQ_waters_company_name\` ON \`waters\``);
    await queryRunner.query(`DROP TABLE \`waters\``);
    await queryRunner.query(`DROP INDEX \`IDX_discounts_company\` ON \`discounts\``);
    await queryRunner.query(`DROP TABLE \`discounts\``);
    await queryRunner.query(`DROP INDEX \`UQ_doc_series_company_type_series\` ON \`doc_series\``);
    await queryRunner.query(`DROP TABLE \`doc_series\``);
  }
}
