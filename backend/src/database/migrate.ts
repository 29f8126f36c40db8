import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '@app/config/config';
import { User } from '@app/users/entities/user.entity';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, ensurePlatformAdmin, seedDemo } from './seeds/demo.seed';

const LOCK = 'balti_migrations';

/**
 * Runs `work` while holding a MariaDB/MySQL named lock, so concurrent API processes take turns:
 * the first does it, the others wait and then find nothing to do. SQLite has one process.
 */
async function underStartLock(dataSource: DataSource, work: () => Promise<void>): Promise<void> {
  if (dataSource.options.type !== 'mysql' && dataSource.options.type !== 'mariadb') return work();
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const [row] = (await runner.query('SELECT GET_LOCK(?, 300) AS got', [LOCK])) as { got: number | string }[];
    if (Number(row?.got) !== 1) throw new Error('Could not take the migration lock within 300 s');
    await work();
  } finally {
    await runner.query('SELECT RELEASE_LOCK(?)', [LOCK]).catch(() => undefined);
    await runner.release();
  }
}

async function migrate(dataSource: DataSource, logger: Logger): Promise<void> {
  const ran = await dataSource.runMigrations({ transaction: 'each' });
  if (ran.length) logger.log(`applied ${ran.map((m) => m.name).join(', ')}`);
}

/** Runs pending migrations, one process at a time (seed scripts). */
export async function runMigrations(dataSource: DataSource, logger = new Logger('Migrations')): Promise<void> {
  await underStartLock(dataSource, () => migrate(dataSource, logger));
}

/**
 * An API process starting: migrations, then the start-up data, both under the lock, so replicas
 * starting together on an empty database migrate once and create the first admin once.
 */
export async function prepareDatabase(dataSource: DataSource, config: AppConfig): Promise<void> {
  await underStartLock(dataSource, async () => {
    await migrate(dataSource, new Logger('Migrations'));
    await seedOnStart(dataSource, config);
  });
}

/** Start-up data: the first platform admin from the environment, and the demo outside production. */
export async function seedOnStart(
  dataSource: DataSource,
  config: AppConfig,
  logger = new Logger('Seed'),
): Promise<void> {
  if (config.adminEmail && config.adminPassword) {
    if (await ensurePlatformAdmin(dataSource, config.adminEmail, config.adminPassword)) {
      logger.log(`created platform administrator ${config.adminEmail}`);
    }
  }
  let seed = config.seedDemo === 'true';
  if (config.seedDemo === 'auto') {
    seed =
      config.database.type === 'sqlite' && (await dataSource.getRepository(User).count({ withDeleted: true })) === 0;
  }
  if (!seed) return;
  if (config.nodeEnv === 'production') {
    logger.warn('SEED_DEMO is ignored in production: demo accounts are never created there.');
    return;
  }
  if (await seedDemo(dataSource)) {
    logger.log(
      `demo data created; accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`,
    );
  }
}
