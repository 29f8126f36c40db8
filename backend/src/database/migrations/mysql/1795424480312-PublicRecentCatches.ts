import { MigrationInterface, QueryRunner } from 'typeorm';

/** The opt-in "Capturi recente" of the public page. */
export class PublicRecentCatches1795424480312 implements MigrationInterface {
  name = 'PublicRecentCatches1795424480312';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`companies\` ADD \`public_recent_catches\` tinyint NOT NULL DEFAULT 0`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`companies\` DROP COLUMN \`public_recent_catches\``);
  }
}
