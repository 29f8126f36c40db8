import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When a competition was started: a weigh-in sent with its own time (a judge's phone without signal)
 * is taken only between the start and the finish (competitions/weigh-ins.service.ts). Competitions
 * started before this column existed have none, and keep only the finish as their bound.
 */
export class CompetitionsStartedAt1795780000000 implements MigrationInterface {
  name = 'CompetitionsStartedAt1795780000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`competitions\` ADD \`started_at\` datetime NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`competitions\` DROP COLUMN \`started_at\``);
  }
}
