import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '@app/config/config';

/** The Redis connection shared by the API processes (REDIS_URL), or null: state stays in this process. */
export const REDIS = Symbol('REDIS');

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): Redis | null => {
        if (!config.redisUrl) return null;
        const logger = new Logger('Redis');
        // A request waits at most one reconnection attempt; ioredis keeps reconnecting in the background.
        const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectionName: 'balti-api' });
        let reported = false;
        redis.on('error', (err: Error) => {
          if (!reported) logger.error({ err }, 'Redis unreachable');
          reported = true;
        });
        redis.on('ready', () => {
          if (reported) logger.log('Redis reachable again');
          reported = false;
        });
        return redis;
      },
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  async onApplicationShutdown(): Promise<void> {
    if (!this.redis) return;
    // QUIT waits for pending replies; a connection that is not up has none to wait for.
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis?.disconnect());
    else this.redis.disconnect();
  }
}
