import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('fishes')
export class Fish {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 64, unique: true })
  name: string;
}
