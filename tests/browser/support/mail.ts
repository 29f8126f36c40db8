/**
 * Mail sent by the API during browser tests. The global setup runs an SMTP catcher and writes
 * every message to $BALTI_MAIL_DIR as <n>.eml, so specs (in worker processes) can read them.
 *
 *   const mail = await waitForMail((m) => m.to.includes('admin@balta-demo.ro'));
 *   const link = extractUrl(mail.text, /\/password\/reset\//); // extractUrl: tests/support/smtp.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeHeaderValue, decodeMessageText, type CapturedMessage } from '../../support/smtp';

function mailDir(): string {
  const dir = process.env.BALTI_MAIL_DIR;
  if (!dir) throw new Error('BALTI_MAIL_DIR is not set: run the specs through tests/playwright.config.ts');
  return dir;
}

/** All messages received so far, oldest first. */
export function readMails(): CapturedMessage[] {
  const dir = mailDir();
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort((a, b) => parseInt(a, 10) - parseInt(b, 10))
    .map((f) => {
      const meta = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { from: string; to: string[]; receivedAt: string };
      const raw = readFileSync(join(dir, f.replace(/\.json$/, '.eml')), 'utf8');
      const subject = /^Subject:[ \t]*(.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
      return {
        from: meta.from,
        to: meta.to,
        raw,
        subject: decodeHeaderValue(subject.trim()),
        text: decodeMessageText(raw),
        receivedAt: new Date(meta.receivedAt),
      };
    });
}

/** Polls for the first message matching the predicate (newest last). */
export async function waitForMail(
  predicate: (m: CapturedMessage) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<CapturedMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readMails().find(predicate);
    if (found) return found;
    if (Date.now() > deadline) {
      const seen =
        readMails()
          .map((m) => `${m.to.join(',')}: ${m.subject}`)
          .join('; ') || 'none';
      throw new Error(`no matching mail within ${timeoutMs} ms (received: ${seen})`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
