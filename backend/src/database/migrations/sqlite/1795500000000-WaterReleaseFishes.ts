import { MigrationInterface, QueryRunner } from 'typeorm';

/** The species a water forbids to keep (catch and release only). */
export class WaterReleaseFishes1795500000000 implements MigrationInterface {
  name = 'WaterReleaseFishes1795500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "water_release_fishes" ("water_id" integer NOT NULL, "fish_id" integer NOT NULL, CONSTRAINT "FK_1a8c947e929dbcb0d29789bf822" FOREIGN KEY ("water_id") REFERENCES "waters" ("id") ON DELETE CASCADE ON UPDATE CASCADE, CONSTRAINT "FK_d65fbf5426487c4e273b314dd38" FOREIGN KEY ("fish_id") REFERENCES "fishes" ("id") ON DELETE CASCADE ON UPDATE CASCADE, PRIMARY KEY ("water_id", "fish_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_1a8c947e929dbcb0d29789bf82" ON "water_release_fishes" ("water_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_d65fbf5426487c4e273b314dd3" ON "water_release_fishes" ("fish_id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_d65fbf5426487c4e273b314dd3"`);
    await queryRunner.query(`DROP INDEX "IDX_1a8c947e929dbcb0d29789bf82"`);
    await queryRunner.query(`DROP TABLE "water_release_fishes"`);
  }
}
