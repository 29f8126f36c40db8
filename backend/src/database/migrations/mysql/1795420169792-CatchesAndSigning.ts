import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catch log, the plan's price per extra kg, the exit, and the passes' signatures.
 * Generated, then cut to these tables and columns (the generator's MariaDB nullable-default noise left out).
 */
export class CatchesAndSigning1795420169792 implements MigrationInterface {
  name = 'CatchesAndSigning1795420169792';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`catches\` (\`id\` int NOT NULL AUTO_INCREMENT, \`company_id\` int NOT NULL, \`pass_id\` int NOT NULL, \`fish_id\` int NOT NULL, \`count\` int NOT NULL DEFAULT '1', \`weight_kg\` decimal(9,3) NOT NULL DEFAULT '0.000', \`kept\` tinyint NOT NULL DEFAULT 0, \`recorded_at\` datetime NOT NULL, \`recorded_by\` int NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_catches_company_recorded\` (\`company_id\`, \`recorded_at\`), INDEX \`IDX_catches_pass\` (\`pass_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`signing_keys\` (\`id\` int NOT NULL AUTO_INCREMENT, \`company_id\` int NOT NULL, \`kid\` varchar(40) NOT NULL, \`public_x\` varchar(64) NOT NULL, \`private_enc\` text NOT NULL, \`current\` int NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`retired_at\` datetime NULL, UNIQUE INDEX \`UQ_signing_keys_kid\` (\`kid\`), UNIQUE INDEX \`UQ_signing_keys_company_current\` (\`company_id\`, \`current\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(`ALTER TABLE \`plans\` ADD \`extra_kg_price\` decimal(12,2) NOT NULL DEFAULT '0.00'`);
    await queryRunner.query(`ALTER TABLE \`passes\` ADD \`token\` text NULL`);
    await queryRunner.query(`ALTER TABLE \`passes\` ADD \`signing_key_id\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`passes\` ADD \`checked_out_at\` datetime NULL`);
    await queryRunner.query(`ALTER TABLE \`passes\` ADD \`checkout_receipt_id\` int NULL`);
    await queryRunner.query(
      `CREATE INDEX \`IDX_passes_signing_key_valid\` ON \`passes\` (\`signing_key_id\`, \`valid_to\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_passes_company_cancelled\` ON \`passes\` (\`company_id\`, \`cancelled_at\`)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_passes_company_cancelled\` ON \`passes\``);
    await queryRunner.query(`DROP INDEX \`IDX_passes_signing_key_valid\` ON \`passes\``);
    await queryRunner.query(`ALTER TABLE \`passes\` DROP COLUMN \`checkout_receipt_id\``);
    await queryRunner.query(`ALTER TABLE \`passes\` DROP COLUMN \`checked_out_at\``);
    await queryRunner.query(`ALTER TABLE \`passes\` DROP COLUMN \`signing_key_id\``);
    await queryRunner.query(`ALTER TABLE \`passes\` DROP COLUMN \`token\``);
    await queryRunner.query(`ALTER TABLE \`plans\` DROP COLUMN \`extra_kg_price\``);
    await queryRunner.query(`DROP INDEX \`UQ_signing_keys_company_current\` ON \`signing_keys\``);
    await queryRunner.query(`DROP INDEX \`UQ_signing_keys_kid\` ON \`signing_keys\``);
    await queryRunner.query(`DROP TABLE \`signing_keys\``);
    await queryRunner.query(`DROP INDEX \`IDX_catches_pass\` ON \`catches\``);
    await queryRunner.query(`DROP INDEX \`IDX_catches_company_recorded\` ON \`catches\``);
    await queryRunner.query(`DROP TABLE \`catches\``);
  }
}
