import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The plan's surplus price per kept kilo as the pass was sold, kept with the pass: its exit charges
 * that, not a price the plan was given since (catches/catches.service.ts). Passes sold before have
 * none and keep the plan's.
 */
export class PassesExtraKgPrice1795790000000 implements MigrationInterface {
  name = 'PassesExtraKgPrice1795790000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`passes\` ADD \`extra_kg_price\` decimal(12,2) NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`passes\` DROP COLUMN \`extra_kg_price\``);
  }
}
