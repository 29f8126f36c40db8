import { MigrationInterface, QueryRunner } from 'typeorm';

/** Competitions: their sectors and stands, teams and members, and the weigh-ins (competitions/entities). */
export class Competitions1795600000000 implements MigrationInterface {
  name = 'Competitions1795600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`competitions\` (\`id\` int NOT NULL AUTO_INCREMENT, \`company_id\` int NOT NULL, \`water_id\` int NOT NULL, \`name\` varchar(160) NOT NULL, \`starts_at\` datetime NOT NULL, \`ends_at\` datetime NOT NULL, \`rounds\` text NOT NULL, \`team_size\` int NOT NULL DEFAULT '2', \`entry_fee\` decimal(12,2) NOT NULL DEFAULT '0.00', \`fish_ids\` text NOT NULL, \`min_weight_kg\` decimal(7,3) NOT NULL DEFAULT '0.000', \`fish_count\` int NULL, \`short_rule\` varchar(4) NOT NULL DEFAULT 'mean', \`status\` varchar(12) NOT NULL DEFAULT 'draft', \`seed\` varchar(32) NULL, \`drawn_at\` datetime NULL, \`cancel_reason\` varchar(255) NULL, \`created_by\` int NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_competitions_company_starts\` (\`company_id\`, \`starts_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`competition_sectors\` (\`id\` int NOT NULL AUTO_INCREMENT, \`company_id\` int NOT NULL, \`competition_id\` int NOT NULL, \`name\` varchar(60) NOT NULL, \`position\` int NOT NULL DEFAULT '0', INDEX \`IDX_competition_sectors_competition\` (\`competition_id\`, \`position\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`competition_stands\` (\`id\` int NOT NULL AUTO_INCREMENT, \`company_id\` int NOT NULL, \`competition_id\` int NOT NULL, \`sector_id\` int NOT NULL, \`stand_id\` int NOT NULL, \`stand_number\` varchar(20) NOT NULL, \`position\` int NOT NULL DEFAULT '0', INDEX \`IDX_competition_stands_stand\` (\`stand_id\`), UNIQUE INDEX \`UQ_competition_stands_competition_stand\` (\`competition_id\`, \`stand_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`competition_teams\` (\`id\` int NOT NULL AUTO_INCREMENT, \`company_id\` int NOT NULL, \`competition_id\` int NOT NULL, \`name\` varchar(120) NOT NULL, \`phone\` varchar(32) NOT NULL, \`email\` varchar(255) NULL, \`status\` varchar(10) NOT NULL DEFAULT 'confirmed', \`source\` varchar(6) NOT NULL DEFAULT 'staff', \`request_ip_hash\` varchar(64) NULL, \`sector_id\` int NULL, \`stand_id\` int NULL, \`stand_number\` varchar(20) NULL, \`fee\` decimal(12,2) NOT NULL DEFAULT '0.00', \`fee_receipt_id\` int NULL, \`fee_fiscal_job_id\` int NULL, \`checked_in_at\` datetime NULL, \`cancel_reason\` varchar(255) NULL, \`created_by\` int NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_competition_teams_company_ip\` (\`company_id\`, \`request_ip_hash\`, \`status\`), INDEX \`IDX_competition_teams_company_phone\` (\`company_id\`, \`phone\`, \`status\`), INDEX \`IDX_competition_teams_competition\` (\`competition_id\`, \`status\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`competition_members\` (\`id\` int NOT NULL AUTO_INCREMENT, \`company_id\` int NOT NULL, \`competition_id\` int NOT NULL, \`team_id\` int NOT NULL, \`client_id\` int NULL, \`name\` varchar(160) NOT NULL, \`phone\` varchar(32) NULL, \`position\` int NOT NULL DEFAULT '0', INDEX \`IDX_competition_members_company_client\` (\`company_id\`, \`client_id\`), INDEX \`IDX_competition_members_team\` (\`team_id\`, \`position\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`competition_weigh_ins\` (\`id\` int NOT NULL AUTO_INCREMENT, \`company_id\` int NOT NULL, \`competition_id\` int NOT NULL, \`uid\` varchar(64) NULL, \`team_id\` int NOT NULL, \`round\` int NOT NULL, \`fish_id\` int NOT NULL, \`weight_kg\` decimal(7,3) NOT NULL, \`witness\` varchar(120) NOT NULL, \`weighed_at\` datetime NOT NULL, \`judge_id\` int NULL, \`correction_of\` int NULL, \`replaced_by\` int NULL, \`voided\` tinyint NOT NULL DEFAULT 0, \`reason\` varchar(255) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_competition_weigh_ins_competition\` (\`competition_id\`, \`id\`), UNIQUE INDEX \`UQ_competition_weigh_ins_uid\` (\`competition_id\`, \`uid\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`competition_weigh_ins\``);
    await queryRunner.query(`DROP TABLE \`competition_members\``);
    await queryRunner.query(`DROP TABLE \`competition_teams\``);
    await queryRunner.query(`DROP TABLE \`competition_stands\``);
    await queryRunner.query(`DROP TABLE \`competition_sectors\``);
    await queryRunner.query(`DROP TABLE \`competitions\``);
  }
}
