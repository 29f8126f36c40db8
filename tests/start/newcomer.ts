/** What the start step's commands are run with: a newcomer's environment. */
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
