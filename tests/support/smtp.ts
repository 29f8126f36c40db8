/**
 * In-process SMTP catcher for tests: the API is pointed at it with SMTP_HOST=127.0.0.1 and
 * SMTP_PORT=<port>, and tests wait for the mail they expect.
 *
 *   const smtp = await startSmtpServer();
 *   ... trigger POST /api/password/email ...
 *   const mail = await smtp.waitForMessage((m) => m.to.includes('admin@balta-demo.ro'));
 *   const link = extractUrl(mail.raw, /\/password\/reset\/[^\s"'<>]+/);
 *   await smtp.stop();
 */
import { SMTPServer } from 'smtp-server';

export interface CapturedMessage {
  /** Envelope sender (MAIL FROM). */
  from: string;
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  /** The whole message as received: headers and (possibly encoded) body. */
  raw: string;
  /** Decoded `Subject:` header. */
  subject: string;
  /** Text of the message with quoted-printable / base64 parts decoded (all parts joined). */
  text: string;
  receivedAt: Date;
}

export interface SmtpCatcher {
  port: number;
  host: string;
  messages: CapturedMessage[];
  /** Resolves with the first message (already received or future) matching the predicate. */
  waitForMessage(predicate?: (m: CapturedMessage) => boolean, timeoutMs?: number): Promise<CapturedMessage>;
  /** Forgets the messages received so far. */
  clear(): void;
  stop(): Promise<void>;
}

/** Decodes a quoted-printable body (soft line breaks, =XX bytes as UTF-8). */
export function decodeQuotedPrintable(input: string): string {
  const withoutSoftBreaks = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < withoutSoftBreaks.length; i++) {
    const ch = withoutSoftBreaks[i];
    const hex = withoutSoftBreaks.slice(i + 1, i + 3);
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) in a header value. */
export function decodeHeaderValue(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function splitHeadersBody(raw: string): { headers: string; body: string } {
  const m = /\r?\n\r?\n/.exec(raw);
  if (!m) return { headers: raw, body: '' };
  return { headers: raw.slice(0, m.index), body: raw.slice(m.index + m[0].length) };
}

function headerValue(headers: string, name: string): string | undefined {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const re = new RegExp(`^${name}:[ \\t]*(.*)$`, 'im');
  return re.exec(unfolded)?.[1]?.trim();
}

function decodePart(headers: string, body: string): string {
  const contentType = headerValue(headers, 'Content-Type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\//i.test(contentType) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    return parts
      .filter((p) => !p.startsWith('--'))
      .map((p) => {
        const { headers: h, body: b } = splitHeadersBody(p.replace(/^\r?\n/, ''));
        return decodePart(h, b);
      })
      .filter(Boolean)
      .join('\n');
  }
  const encoding = (headerValue(headers, 'Content-Transfer-Encoding') ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') {
    if (!/^text\//i.test(contentType)) return '';
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return body;
}

/** Decoded text of all text parts of a raw message (quoted-printable and base64 handled). */
export function decodeMessageText(raw: string): string {
  const { headers, body } = splitHeadersBody(raw);
  return decodePart(headers, body);
}

/** First URL in the (decoded) message; with a pattern, the first URL that matches it. */
export function extractUrl(rawOrMessage: string | CapturedMessage, pattern?: RegExp): string | null {
  const text = typeof rawOrMessage === 'string' ? decodeMessageText(rawOrMessage) : rawOrMessage.text;
  const urls = text.match(/https?:\/\/[^\s"'<>()]+/g) ?? [];
  const decoded = urls.map((u) => u.replace(/&amp;/g, '&').replace(/[.,;]+$/, ''));
  return decoded.find((u) => (pattern ? pattern.test(u) : true)) ?? null;
}

export interface SmtpServerOptions {
  /** Default: a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Called for every message as it arrives (e.g. to write it to disk). */
  onMessage?: (m: CapturedMessage) => void;
}

export async function startSmtpServer(opts: SmtpServerOptions = {}): Promise<SmtpCatcher> {
  const host = opts.host ?? '127.0.0.1';
  const messages: CapturedMessage[] = [];
  const waiters = new Set<{ predicate: (m: CapturedMessage) => boolean; resolve: (m: CapturedMessage) => void }>();

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    hideSTARTTLS: true,
    logger: false,
    size: 30 * 1024 * 1024,
    onAuth(_auth, _session, callback) {
      // Accept any credentials: the API may be configured with SMTP_USER/SMTP_PASS.
      callback(null, { user: 'test' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const { headers } = splitHeadersBody(raw);
        const mailFrom = session.envelope.mailFrom;
        const message: CapturedMessage = {
          from: mailFrom ? mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          subject: decodeHeaderValue(headerValue(headers, 'Subject') ?? ''),
          text: decodeMessageText(raw),
          receivedAt: new Date(),
        };
        messages.push(message);
        try {
          opts.onMessage?.(message);
        } catch {
          /* a failing observer must not lose the mail */
        }
        for (const w of [...waiters]) {
          if (w.predicate(message)) {
            waiters.delete(w);
            w.resolve(message);
          }
        }
        callback();
      });
    },
  });

  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => {
      const addr = server.server.address();
      resolve(typeof addr === 'object' && addr ? addr.port : (opts.port ?? 0));
    });
  });
  server.on('error', () => {
    /* connection-level errors are not test failures */
  });

  return {
    port,
    host,
    messages,
    clear: () => {
      messages.length = 0;
    },
    waitForMessage(predicate = () => true, timeoutMs = 10_000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise<CapturedMessage>((resolve, reject) => {
        const waiter = {
          predicate,
          resolve: (m: CapturedMessage) => {
            clearTimeout(timer);
            resolve(m);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const seen = messages.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ') || 'none';
          reject(new Error(`no matching mail within ${timeoutMs} ms (received: ${seen})`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
