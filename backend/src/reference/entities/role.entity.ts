import { Column, Entity, PrimaryColumn } from 'typeorm';

/** 1 Administrator platformă, 2 Administrator firmă, 3 Angajat (seeded by migration). */
@Entity('roles')
export class Role {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 64 })
  name: string;
}
