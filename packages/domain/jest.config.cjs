/** Unit tests of the shared rules: src/*.spec.ts, on the TypeScript sources (no build needed). */
module.exports = {
  displayName: 'domain-unit',
  rootDir: 'src',
  testEnvironment: 'node',
  testRegex: '.*\\.spec\\.ts$',
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
};
