import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A Romanian county (județ) or București, with its official code. */
@Entity('states')
export class State {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 64 })
  name: string;

  @Column({ type: 'varchar', length: 2, unique: true })
  code: string;
}
