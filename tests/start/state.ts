import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface StartState {
  /** Temporary folder: the copy of the tree (balti/) and the command's output (start.log). */
  dir: string;
  /** Process group leader of README's command. */
  pid: number;
  log: string;
  port: number;
  /** The addresses the command printed: home, org (company app login), admin (platform login). */
  addresses: Record<string, string>;
}

/** Global setup and teardown run in the same Playwright runner process. */
export const START_STATE = join(resolve(__dirname, '..', '..'), '.tmp', `start-state-${process.pid}.json`);

/** Stops README's command (its whole process group: npm, node) and removes the temporary folder. */
export async function stopStart(state: StartState): Promise<void> {
  const alive = () => {
    try {
      process.kill(-state.pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (state.pid && alive()) {
    process.kill(-state.pid, 'SIGTERM');
    const deadline = Date.now() + 10_000;
    while (alive() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (alive()) process.kill(-state.pid, 'SIGKILL');
  }
  rmSync(state.dir, { recursive: true, force: true });
  rmSync(START_STATE, { force: true });
}
