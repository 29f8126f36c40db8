import { MigrationInterface, QueryRunner } from 'typeorm';

export class PassSearchIndexes1795370215100 implements MigrationInterface {
  name = 'PassSearchIndexes1795370215100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX \`IDX_passes_company_number\` ON \`passes\` (\`company_id\`, \`number\`)`);
    await queryRunner.query(`CREATE INDEX \`IDX_passes_company_plate\` ON \`passes\` (\`company_id\`, \`car_plate\`)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_passes_company_plate\` ON \`passes\``);
    await queryRunner.query(`DROP INDEX \`IDX_passes_company_number\` ON \`passes\``);
  }
}
