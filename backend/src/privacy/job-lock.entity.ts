import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A lease for a job that must run on one replica at a time (the daily privacy run): taken with one
 * conditional UPDATE, so on MariaDB and on SQLite alike exactly one process wins it.
 */
@Entity('job_locks')
export class JobLock {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  name: string;

  @Column({ type: 'varchar', length: 80, nullable: true })
  owner: string | null;

  /** The lease ends here; after it another process may take the job (the holder died). */
  @Column({ type: 'datetime', nullable: true })
  locked_until: Date | null;

  /** When the job last finished. */
  @Column({ type: 'datetime', nullable: true })
  last_run_at: Date | null;
}
