/** What the start step's commands are run with: a free port, and a newcomer's environment. */
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolvePort(addr.port) : reject(new Error('no free port'))));
    });
  });
}

/** What a fresh login shell has: no npm_* variables of the `npm test` running us, no app settings. */
export function newcomerEnv(port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PORT: String(port) };
  for (const [name, value] of Object.entries(process.env)) {
    if (
      ['PATH', 'HOME', 'USER', 'LANG', 'LC_ALL', 'TMPDIR', 'CI', 'TERM'].includes(name) ||
      name.startsWith('NPM_CONFIG_')
    ) {
      env[name] = value;
    }
  }
  return env;
}
