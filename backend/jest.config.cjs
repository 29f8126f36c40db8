/** Backend unit tests: *.spec.ts beside the code. */
module.exports = {
  displayName: 'backend-unit',
  rootDir: 'src',
  testEnvironment: 'node',
  testRegex: '.*\\.spec\\.ts$',
  transform: {
    '^.+\\.(t|j)s$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // NestJS 12 ships ESM only: let swc turn it into CommonJS for jest.
  transformIgnorePatterns: ['/node_modules/(?!@nestjs/)'],
  moduleNameMapper: {
    '^@app/(.*)$': '<rootDir>/$1',
    // The shared rules from their sources: no build of packages/domain needed to test.
    '^@balti/domain$': '<rootDir>/../../packages/domain/src/index.ts',
  },
};
