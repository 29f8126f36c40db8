import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The unused-export rule of `npm run lint` (knip, configured in knip.json): run on a fixture
 * workspace with the repository's own settings, it fails on an export nobody imports and passes
 * once the export is gone.
 */
const ROOT = resolve(__dirname, '../..');
const KNIP = join(ROOT, 'node_modules', 'knip', 'bin', 'knip.js');

interface KnipConfig {
  include: string[];
  ignoreExportsUsedInFile: boolean;
}

function knipOn(files: Record<string, string>): { status: number | null; output: string } {
  const repo = JSON.parse(readFileSync(join(ROOT, 'knip.json'), 'utf8')) as KnipConfig;
  const dir = mkdtempSync(join(tmpdir(), 'knip-fixture-'));
  try {
    const write = (path: string, text: string) => {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    };
    write('package.json', JSON.stringify({ name: 'fixture', version: '1.0.0', private: true }));
    write(
      'knip.json',
      JSON.stringify({
        include: repo.include,
        ignoreExportsUsedInFile: repo.ignoreExportsUsedInFile,
        entry: ['src/main.ts'],
        project: ['src/**/*.ts'],
      }),
    );
    for (const [path, text] of Object.entries(files)) write(path, text);
    const run = spawnSync(process.execPath, [KNIP, '--no-progress', '--no-config-hints'], {
      cwd: dir,
      encoding: 'utf8',
    });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('lint: unused exports (knip)', () => {
  it("runs in the root lint script and in npm test's checks step, on unused files, exports and types", () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts['lint:code']).toMatch(/\bknip\b/);
    expect(pkg.scripts.lint).toMatch(/\bnpm run lint:code\b/);
    expect(readFileSync(join(ROOT, 'scripts', 'test.sh'), 'utf8')).toMatch(/"checks\|[^"\n]*npm run lint:code/);
    const config = JSON.parse(readFileSync(join(ROOT, 'knip.json'), 'utf8')) as KnipConfig;
    expect(config.include).toEqual(expect.arrayContaining(['files', 'exports', 'types']));
  });

  it('fails on an export nobody imports, naming it and its file', () => {
    const res = knipOn({
      'src/main.ts': "import { used } from './lib';\nconsole.log(used());\n",
      'src/lib.ts':
        'export function used(): number {\n  return 1;\n}\n\nexport function forgotten(): number {\n  return 2;\n}\n',
    });
    expect(res.status).not.toBe(0);
    expect(res.output).toMatch(/Unused exports \(1\)/);
    expect(res.output).toMatch(/forgotten/);
    expect(res.output).toMatch(/src\/lib\.ts/);
    expect(res.output).not.toMatch(/\bused\b.*src\/lib\.ts/);
  }, 60_000);

  it('passes once the export is removed', () => {
    const res = knipOn({
      'src/main.ts': "import { used } from './lib';\nconsole.log(used());\n",
      'src/lib.ts': 'export function used(): number {\n  return 1;\n}\n',
    });
    expect(res.output).toBe('');
    expect(res.status).toBe(0);
  }, 60_000);
});
