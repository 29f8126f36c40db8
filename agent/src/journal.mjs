// The agent's local journal: append-only JSON lines, fsync'd after every entry, keyed by
// (job id, attempt). States in order: writing (before the command file exists), written (after),
// settled (the driver's outcome), reported (the server accepted it). It is what makes each job
// printed at most once: an attempt with an entry is never written to the driver again.
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, writeSync } from 'node:fs';

const ORDER = ['writing', 'written', 'settled', 'reported'];

export class Journal {
  constructor(path) {
    this.path = path;
    this.entries = new Map();
    const content = existsSync(path) ? readFileSync(path, 'utf8') : '';
    if (content) {
      for (const line of content.split('\n')) {
        if (!line.trim()) continue;
        let entry;
        try {
          entry = JSON.parse(line);
        } catch {
          continue; // a line cut by a crash in the middle of an append: its state was never reached
        }
        const key = Journal.key(entry.job, entry.attempt);
        this.entries.set(key, { ...this.entries.get(key), ...entry });
      }
    }
    this.fd = openSync(path, 'a');
    // A line cut by a crash is closed, so the next entry starts on a line of its own.
    if (content && !content.endsWith('\n')) writeSync(this.fd, '\n');
  }

  static key(job, attempt) {
    return `${job}/${attempt}`;
  }

  get(job, attempt) {
    return this.entries.get(Journal.key(job, attempt));
  }

  /** Appends one state change and forces it to disk before returning. */
  append(entry) {
    if (!ORDER.includes(entry.state)) throw new Error(`stare necunoscută: ${entry.state}`);
    const record = { ...entry, at: new Date().toISOString() };
    writeSync(this.fd, JSON.stringify(record) + '\n');
    fsyncSync(this.fd);
    const key = Journal.key(entry.job, entry.attempt);
    const merged = { ...this.entries.get(key), ...record };
    this.entries.set(key, merged);
    return merged;
  }

  /** Entries not yet reported, oldest first (by the order they were started). */
  unfinished() {
    return [...this.entries.values()].filter((e) => e.state !== 'reported');
  }

  all() {
    return [...this.entries.values()];
  }

  close() {
    closeSync(this.fd);
  }
}
