import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * The feature-boundary lint rule (eslint.boundaries.mjs, part of eslint.config.mjs): run through
 * ESLint's Node API on fixture files placed in the features' folders.
 */
const ROOT = resolve(__dirname, '../..');

/** ESLint is ESM: a Node child lints each case with the repository's boundary blocks and answers the messages. */
const LINT = `
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import config from './eslint.config.mjs';
import { boundaries } from './eslint.boundaries.mjs';
const cases = JSON.parse(await new Promise((ok) => { let s = ''; process.stdin.on('data', (d) => (s += d)); process.stdin.on('end', () => ok(s)); }));
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, plugins: { '@typescript-eslint': tseslint.plugin } },
    ...boundaries,
  ],
});
const out = [];
for (const c of cases) {
  const [result] = await eslint.lintText(c.code, { filePath: c.path });
  out.push(result.messages.map((m) => ({ rule: m.ruleId, message: m.message })));
}
console.log(JSON.stringify({ results: out, inConfig: boundaries.every((b) => config.includes(b)), blocks: boundaries.length }));
`;

interface Case {
  path: string;
  code: string;
}

function lint(cases: Case[]): { results: { rule: string | null; message: string }[][]; inConfig: boolean } {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', LINT], {
    cwd: ROOT,
    input: JSON.stringify(cases),
    encoding: 'utf8',
  });
  return JSON.parse(out) as { results: { rule: string | null; message: string }[][]; inConfig: boolean };
}

describe('feature boundaries (eslint.boundaries.mjs)', () => {
  let answer: ReturnType<typeof lint>;
  const cases: Record<string, Case> = {
    otherFeature: {
      path: 'backend/src/passes/boundary-fixture.ts',
      code: "import { Client } from '@app/clients/entities/client.entity';\nexport const x = Client;\n",
    },
    relative: {
      path: 'backend/src/passes/dto/boundary-fixture.ts',
      code: "import { Water } from '../../waters/entities/water.entity';\nexport const x = Water;\n",
    },
    entityFileOutsideEntities: {
      path: 'backend/src/clients/boundary-fixture.ts',
      code: "import { Media } from '@app/media/media.entity';\nexport const x = Media;\n",
    },
    anyFeature: {
      path: 'backend/src/expenses/boundary-fixture.ts',
      code: "import { Pass } from '@app/passes/entities/pass.entity';\nexport const x = Pass;\n",
    },
    ownEntities: {
      path: 'backend/src/passes/dto/boundary-fixture.ts',
      code: "import { Pass } from '../entities/pass.entity';\nimport { ClientPassTotal } from '@app/passes/entities/client-pass-total.entity';\nexport const x = [Pass, ClientPassTotal];\n",
    },
    typeOnly: {
      path: 'backend/src/bookings/boundary-fixture.ts',
      code: "import type { Receipt } from '@app/receipts/entities/receipt.entity';\nexport type R = Receipt;\n",
    },
    otherService: {
      path: 'backend/src/passes/boundary-fixture.ts',
      code: "import { PlansService } from '@app/plans/plans.service';\nexport const x = PlansService;\n",
    },
    relation: {
      path: 'backend/src/passes/entities/boundary-fixture.entity.ts',
      code: "import { Company } from '@app/companies/entities/company.entity';\nexport const x = Company;\n",
    },
    database: {
      path: 'backend/src/database/boundary-fixture.ts',
      code: "import { Pass } from '@app/passes/entities/pass.entity';\nimport { Client } from '@app/clients/entities/client.entity';\nexport const x = [Pass, Client];\n",
    },
  };
  const names = Object.keys(cases);
  const messages = (name: string) => answer.results[names.indexOf(name)];

  beforeAll(() => {
    answer = lint(names.map((n) => cases[n]));
  }, 60_000);

  it('is part of the repository ESLint configuration', () => {
    expect(answer.inConfig).toBe(true);
  });

  it.each(['otherFeature', 'relative', 'entityFileOutsideEntities', 'anyFeature'])(
    "refuses another feature's entity (%s)",
    (name) => {
      const found = messages(name);
      expect(found).toHaveLength(1);
      expect(found[0].rule).toBe('@typescript-eslint/no-restricted-imports');
      expect(found[0].message).toMatch(/reads and writes only its own entities/);
    },
  );

  it.each(['ownEntities', 'typeOnly', 'otherService', 'relation', 'database'])('allows %s', (name) => {
    expect(messages(name)).toEqual([]);
  });
});
