import { MigrationInterface, QueryRunner } from 'typeorm';

export class ReceiptsWithoutPass1795324926329 implements MigrationInterface {
  name = 'ReceiptsWithoutPass1795324926329';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX \`IDX_receipts_company_pass_issued\` ON \`receipts\` (\`company_id\`, \`pass_id\`, \`issued_on\`)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_receipts_company_pass_issued\` ON \`receipts\``);
  }
}
