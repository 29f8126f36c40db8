import {
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Company } from '@app/companies/entities/company.entity';
import { Role } from '@app/reference/entities/role.entity';
import { RoleId } from '@app/common/roles';

export { RoleId };

@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  /** Null for platform admins and for a company admin who has not created the company yet. */
  @Index('IDX_users_company')
  @Column({ type: 'int', nullable: true })
  company_id: number | null;

  @ManyToOne(() => Company, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'company_id' })
  company?: Company | null;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  /** Stored lower-case: unique platform-wide, case-insensitive. */
  @Index('UQ_users_email', { unique: true })
  @Column({ type: 'varchar', length: 160 })
  email: string;

  /** argon2id hash; never selected unless asked for. */
  @Column({ type: 'varchar', length: 255, select: false })
  password: string;

  @Column({ type: 'int' })
  role: RoleId;

  @ManyToOne(() => Role, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'role' })
  role_ref?: Role;

  @Column({ type: 'varchar', length: 32, nullable: true })
  phone: string | null;

  @Column({ type: 'datetime', nullable: true })
  last_login_at: Date | null;

  @CreateDateColumn()
  created_at: Date;

  @UpdateDateColumn()
  updated_at: Date;

  @DeleteDateColumn({ nullable: true })
  deleted_at: Date | null;
}
