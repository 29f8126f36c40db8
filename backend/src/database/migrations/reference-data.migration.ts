import { MigrationInterface, QueryRunner } from 'typeorm';
import { FISHES, ROLES, STATES } from '@app/reference/reference-data';

/** Seeds roles, counties and fish species; the same data on both dialects. */
export class ReferenceData1795319930000 implements MigrationInterface {
  name = 'ReferenceData1795319930000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.manager.insert('roles', [...ROLES]);
    await queryRunner.manager.insert('states', [...STATES]);
    await queryRunner.manager.insert('fishes', [...FISHES]);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DELETE FROM fishes');
    await queryRunner.query('DELETE FROM states');
    await queryRunner.query('DELETE FROM roles');
  }
}
