import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Fish } from './entities/fish.entity';
import { Role } from './entities/role.entity';
import { State } from './entities/state.entity';
import type { ReferenceLists } from './reference.presenter';

/** Global lists seeded by migration; read once and kept in memory (they change only with a migration). */
@Injectable()
export class ReferenceService {
  private cache: Promise<ReferenceLists> | null = null;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** How many of these (distinct) ids are in the list (from the lists kept in memory). */
  async count(list: 'states' | 'fishes', ids: number[]): Promise<number> {
    const known = new Set((await this.all())[list].map((r) => r.id));
    return ids.filter((id) => known.has(id)).length;
  }

  all(): Promise<ReferenceLists> {
    this.cache ??= Promise.all([
      this.dataSource.getRepository(State).find({ order: { id: 'ASC' } }),
      this.dataSource.getRepository(Fish).find({ order: { id: 'ASC' } }),
      this.dataSource.getRepository(Role).find({ order: { id: 'ASC' } }),
    ])
      .then(([states, fishes, roles]) => ({
        states: states.map(({ id, name, code }) => ({ id, name, code })),
        fishes: fishes.map(({ id, name }) => ({ id, name })),
        roles: roles.map(({ id, name }) => ({ id, name })),
      }))
      .catch((err: unknown) => {
        this.cache = null;
        throw err;
      });
    return this.cache;
  }
}
