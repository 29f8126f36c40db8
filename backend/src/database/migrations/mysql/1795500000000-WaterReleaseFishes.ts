import { MigrationInterface, QueryRunner } from 'typeorm';

/** The species a water forbids to keep (catch and release only). */
export class WaterReleaseFishes1795500000000 implements MigrationInterface {
  name = 'WaterReleaseFishes1795500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`water_release_fishes\` (\`water_id\` int NOT NULL, \`fish_id\` int NOT NULL, INDEX \`IDX_1a8c947e929dbcb0d29789bf82\` (\`water_id\`), INDEX \`IDX_d65fbf5426487c4e273b314dd3\` (\`fish_id\`), PRIMARY KEY (\`water_id\`, \`fish_id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`water_release_fishes\` ADD CONSTRAINT \`FK_1a8c947e929dbcb0d29789bf822\` FOREIGN KEY (\`water_id\`) REFERENCES \`waters\`(\`id\`) ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE \`water_release_fishes\` ADD CONSTRAINT \`FK_d65fbf5426487c4e273b314dd38\` FOREIGN KEY (\`fish_id\`) REFERENCES \`fishes\`(\`id\`) ON DELETE CASCADE ON UPDATE CASCADE`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`water_release_fishes\` DROP FOREIGN KEY \`FK_d65fbf5426487c4e273b314dd38\``);
    await queryRunner.query(`ALTER TABLE \`water_release_fishes\` DROP FOREIGN KEY \`FK_1a8c947e929dbcb0d29789bf822\``);
    await queryRunner.query(`DROP TABLE \`water_release_fishes\``);
  }
}
