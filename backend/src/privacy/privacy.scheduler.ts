import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { runAs, SYSTEM_ACTOR } from '@app/audit/audit-context';
import { APP_CONFIG, type AppConfig } from '@app/config/config';
import { PrivacyService } from './privacy.service';

const HOUR = 60 * 60 * 1000;

/**
 * The daily privacy run, in-process (PRIVACY_JOB, on by default): every replica looks once an hour,
 * and the first to find the last run older than 23 hours takes the database lease and does it.
 */
@Injectable()
export class PrivacyScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PrivacyScheduler.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly privacy: PrivacyService,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.privacyJob) return;
    this.timer = setInterval(() => void this.tick(), HOUR);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async tick(): Promise<void> {
    try {
      await runAs(SYSTEM_ACTOR, () => this.privacy.run({ minIntervalHours: 23 }));
    } catch (err) {
      this.logger.error({ err }, 'privacy run failed');
    }
  }
}
