import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '@app/users/entities/user.entity';

/**
 * One row per issued JWT (its `jti`). A token is honoured only while its row exists, is not
 * revoked and has not expired: logout, password change, deletion and suspension take effect at once.
 */
@Entity('access_tokens')
export class AccessToken {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Index('IDX_access_tokens_user')
  @Column({ type: 'int' })
  user_id: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'datetime' })
  expires_at: Date;

  @Column({ type: 'datetime', nullable: true })
  revoked_at: Date | null;

  @CreateDateColumn()
  created_at: Date;
}
