import { MigrationInterface, QueryRunner } from 'typeorm';

/** The plan's surplus price per kept kilo as the pass was sold (see the MariaDB one). */
export class PassesExtraKgPrice1795790000000 implements MigrationInterface {
  name = 'PassesExtraKgPrice1795790000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // ADD COLUMN, not a table rebuild: the passes keep their rows and ids as they are.
    await queryRunner.query(`ALTER TABLE "passes" ADD COLUMN "extra_kg_price" decimal(12,2)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "passes" DROP COLUMN "extra_kg_price"`);
  }
}
