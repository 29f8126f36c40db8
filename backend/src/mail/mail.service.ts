import { Inject, Injectable, Logger } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { APP_CONFIG, AppConfig } from '@app/config/config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends through SMTP when SMTP_HOST is set; otherwise writes the mail to the log (development). */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const { smtp } = config;
    this.transport = smtp.host
      ? createTransport({
          host: smtp.host,
          port: smtp.port,
          secure: smtp.secure,
          auth: smtp.user ? { user: smtp.user, pass: smtp.pass } : undefined,
          // Plain SMTP is allowed for local relays and mail catchers; STARTTLS is used when offered.
          ignoreTLS: false,
          tls: { rejectUnauthorized: config.nodeEnv === 'production' },
        })
      : null;
  }

  async send(mail: Mail): Promise<void> {
    if (!this.transport) {
      this.logger.log({ mail: { to: mail.to, subject: mail.subject, text: mail.text } }, 'mail (SMTP_HOST not set)');
      return;
    }
    await this.transport.sendMail({ from: this.config.smtp.from, ...mail });
  }

  /** Sends without making the caller wait (no timing difference between known and unknown emails). */
  sendInBackground(mail: Mail): void {
    this.send(mail).catch((err: unknown) => this.logger.error({ err, to: mail.to }, 'mail could not be sent'));
  }
}
