import { MigrationInterface, QueryRunner } from 'typeorm';

export class StandsAndBookings1795420470665 implements MigrationInterface {
  name = 'StandsAndBookings1795420470665';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`stands\` (\`id\` int NOT NULL AUTO_INCREMENT, \`company_id\` int NOT NULL, \`water_id\` int NOT NULL, \`number\` varchar(20) NOT NULL, \`name\` varchar(120) NULL, \`capacity\` int NOT NULL DEFAULT '1', \`supplement\` decimal(12,2) NOT NULL DEFAULT '0.00', \`active\` tinyint NOT NULL DEFAULT 1, \`x\` decimal(5,2) NOT NULL DEFAULT '50.00', \`y\` decimal(5,2) NOT NULL DEFAULT '50.00', \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_stands_company_water\` (\`company_id\`, \`water_id\`), UNIQUE INDEX \`UQ_stands_water_number\` (\`water_id\`, \`number\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`bookings\` (\`id\` int NOT NULL AUTO_INCREMENT, \`company_id\` int NOT NULL, \`client_id\` int NULL, \`guest_name\` varchar(160) NULL, \`guest_phone\` varchar(32) NULL, \`guest_email\` varchar(255) NULL, \`water_id\` int NOT NULL, \`stand_id\` int NULL, \`plan_id\` int NOT NULL, \`starts_at\` datetime NOT NULL, \`ends_at\` datetime NOT NULL, \`anglers\` int NOT NULL DEFAULT '1', \`status\` varchar(12) NOT NULL DEFAULT 'pending', \`deposit\` decimal(12,2) NOT NULL DEFAULT '0.00', \`deposit_receipt_id\` int NULL, \`source\` varchar(8) NOT NULL, \`notes\` text NULL, \`pass_id\` int NULL, \`created_by\` int NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_bookings_company_phone\` (\`company_id\`, \`guest_phone\`, \`status\`), INDEX \`IDX_bookings_stand_ends\` (\`stand_id\`, \`ends_at\`), INDEX \`IDX_bookings_water_ends\` (\`water_id\`, \`ends_at\`), INDEX \`IDX_bookings_company_starts\` (\`company_id\`, \`starts_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(`ALTER TABLE \`waters\` ADD \`max_anglers_per_day\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`passes\` ADD \`stand_id\` int NULL`);
    await queryRunner.query(`CREATE INDEX \`IDX_passes_stand_valid_to\` ON \`passes\` (\`stand_id\`, \`valid_to\`)`);
    await queryRunner.query(
      `ALTER TABLE \`stands\` ADD CONSTRAINT \`FK_abf3a3253d537f6a701afd86610\` FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`stands\` ADD CONSTRAINT \`FK_7ab8bb3771a8d6d87ff93ecec26\` FOREIGN KEY (\`water_id\`) REFERENCES \`waters\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`passes\` ADD CONSTRAINT \`FK_e3d636c73203fea8a9b27999d8e\` FOREIGN KEY (\`stand_id\`) REFERENCES \`stands\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`bookings\` ADD CONSTRAINT \`FK_72dbd3365e2977161f9dec96b1a\` FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`bookings\` ADD CONSTRAINT \`FK_e3f4d99a62fbec9525d8a05591a\` FOREIGN KEY (\`water_id\`) REFERENCES \`waters\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`bookings\` ADD CONSTRAINT \`FK_0dfa9b9890c4c24b580500f1252\` FOREIGN KEY (\`stand_id\`) REFERENCES \`stands\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`bookings\` ADD CONSTRAINT \`FK_b8e15946b24b4219bdf03140d26\` FOREIGN KEY (\`plan_id\`) REFERENCES \`plans\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`bookings\` DROP FOREIGN KEY \`FK_b8e15946b24b4219bdf03140d26\``);
    await queryRunner.query(`ALTER TABLE \`bookings\` DROP FOREIGN KEY \`FK_0dfa9b9890c4c24b580500f1252\``);
    await queryRunner.query(`ALTER TABLE \`bookings\` DROP FOREIGN KEY \`FK_e3f4d99a62fbec9525d8a05591a\``);
    await queryRunner.query(`ALTER TABLE \`bookings\` DROP FOREIGN KEY \`FK_72dbd3365e2977161f9dec96b1a\``);
    await queryRunner.query(`ALTER TABLE \`passes\` DROP FOREIGN KEY \`FK_e3d636c73203fea8a9b27999d8e\``);
    await queryRunner.query(`ALTER TABLE \`stands\` DROP FOREIGN KEY \`FK_7ab8bb3771a8d6d87ff93ecec26\``);
    await queryRunner.query(`ALTER TABLE \`stands\` DROP FOREIGN KEY \`FK_abf3a3253d537f6a701afd86610\``);
    await queryRunner.query(`DROP INDEX \`IDX_passes_stand_valid_to\` ON \`passes\``);
    await queryRunner.query(`ALTER TABLE \`passes\` DROP COLUMN \`stand_id\``);
    await queryRunner.query(`ALTER TABLE \`waters\` DROP COLUMN \`max_anglers_per_day\``);
    await queryRunner.query(`DROP INDEX \`IDX_bookings_company_starts\` ON \`bookings\``);
    await queryRunner.query(`DROP INDEX \`IDX_bookings_water_ends\` ON \`bookings\``);
    await queryRunner.query(`DROP INDEX \`IDX_bookings_stand_ends\` ON \`bookings\``);
    await queryRunner.query(`DROP INDEX \`IDX_bookings_company_phone\` ON \`bookings\``);
    await queryRunner.query(`DROP TABLE \`bookings\``);
    await queryRunner.query(`DROP INDEX \`UQ_stands_water_number\` ON \`stands\``);
    await queryRunner.query(`DROP INDEX \`IDX_stands_company_water\` ON \`stands\``);
    await queryRunner.query(`DROP TABLE \`stands\``);
  }
}
