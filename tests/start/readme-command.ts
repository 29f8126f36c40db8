import { readFileSync } from 'node:fs';

/**
 * README's first command: the first fenced bash block under "## Two commands". The start step
 * runs exactly this, so README and the test cannot drift apart.
 */
export function readmeStartCommand(readmePath: string): string {
  const readme = readFileSync(readmePath, 'utf8');
  const section = readme.split(/^## Two commands\s*$/m)[1];
  if (!section) throw new Error('README.md has no "## Two commands" section');
  const block = /```bash\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error('README.md: no ```bash block under "## Two commands"');
  const command = block[1].trim();
  if (!/\bnpm start\b/.test(command)) throw new Error(`README's first command does not run npm start: ${command}`);
  return command;
}
