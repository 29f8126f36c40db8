// Feature boundaries in the backend: a feature (a folder of backend/src) reads and writes only its
// own entities and asks another feature through that feature's exported service. This generates,
// from the folder list, one `no-restricted-imports` block per feature that refuses another
// feature's entity files (`<feature>/entities/*`, `*.entity`). Type-only imports stay allowed (a
// type reads no table); entity files may name another feature's entity in a relation (the schema,
// like database/, which may import every entity). docs/conventions.md, "Backend features and their boundaries".
import { readdirSync } from 'node:fs';

const SRC = new URL('./backend/src/', import.meta.url);

/** The backend's features: every folder of backend/src but database/ (migrations, seeds, data source). */
export const FEATURES = readdirSync(SRC, { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'database')
  .map((d) => d.name)
  .sort();

/** An import of an entity file of a feature other than `feature`, by `@app/…` or by a relative path. */
const foreignEntity = (feature) =>
  `^(?:@app/|(?:\\.\\./)+)(?!(?:${feature}|entities)/)[\\w-]+/(?:[\\w.-]+/)*(?:entities/[^/]+|[^/]+\\.entity)$`;

export const boundaries = FEATURES.map((feature) => ({
  files: [`backend/src/${feature}/**/*.ts`],
  ignores: ['backend/src/*/entities/**', 'backend/src/**/*.entity.ts'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: foreignEntity(feature),
            allowTypeImports: true,
            message: `${feature}/ reads and writes only its own entities: ask the other feature through its exported service.`,
          },
        ],
      },
    ],
  },
}));
