import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The card and transfer sales beside a pass's price (an exit's surplus, a competition team's entry
 * fee) as they were when cancelled (fiscal/entities/cancelled-sale.entity.ts): the cash book keeps
 * each on the day it was sold and takes it off on the day of its cancellation. Empty at first: the
 * cancellations before it keep taking their sale off the day it was sold.
 */
export class CancelledSales1795770000000 implements MigrationInterface {
  name = 'CancelledSales1795770000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`cancelled_sales\` (\`id\` int NOT NULL AUTO_INCREMENT, \`company_id\` int NOT NULL, \`source\` varchar(10) NOT NULL, \`payment_method\` varchar(8) NOT NULL, \`amount\` decimal(12,2) NOT NULL, \`sold_at\` datetime NOT NULL, \`cancelled_at\` datetime NOT NULL, INDEX \`IDX_cancelled_sales_company_sold\` (\`company_id\`, \`sold_at\`), INDEX \`IDX_cancelled_sales_company_cancelled\` (\`company_id\`, \`cancelled_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`cancelled_sales\``);
  }
}
