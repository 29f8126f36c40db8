import { MigrationInterface, QueryRunner } from 'typeorm';

export class WaterMap1795422213593 implements MigrationInterface {
  name = 'WaterMap1795422213593';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`waters\` ADD \`map_media_id\` int NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`waters\` DROP COLUMN \`map_media_id\``);
  }
}
