/**
 * API end-to-end tests: the real Nest application on a real database, SQLite by default,
 * a throwaway MariaDB with BALTI_TEST_DB=mariadb (started once in global setup).
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  displayName: `api-${process.env.BALTI_TEST_DB === 'mariadb' ? 'mariadb' : 'sqlite'}`,
  rootDir: '..',
  roots: ['<rootDir>/tests/api'],
  testRegex: '\\.e2e-spec\\.ts$',
  // The database-restart test needs a MariaDB server it can crash: it belongs to the MariaDB run.
  // The two-replica test runs the built API processes: a step of its own (`npm run test:replicas`,
  // after a build), which runs only it.
  ...(process.env.BALTI_TEST_REPLICAS === '1'
    ? { testRegex: 'replicas\\.e2e-spec\\.ts$' }
    : {
        testPathIgnorePatterns:
          process.env.BALTI_TEST_DB === 'mariadb'
            ? ['/replicas\\.e2e-spec\\.ts$']
            : ['/faults\\.e2e-spec\\.ts$', '/replicas\\.e2e-spec\\.ts$'],
      }),
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)s$': swc },
  // NestJS 12, cookie 2 (Fastify's inject) and content-disposition 3 (@fastify/static) ship ESM
  // only, as does jose (the signed passes' tests): swc turns them into CommonJS for jest.
  transformIgnorePatterns: ['/node_modules/(?!(@nestjs|cookie|content-disposition|jose)/)'],
  moduleNameMapper: {
    '^@app/(.*)$': '<rootDir>/backend/src/$1',
    // The shared rules from their sources: no build of packages/domain needed to test.
    '^@balti/domain$': '<rootDir>/packages/domain/src/index.ts',
  },
  globalSetup: '<rootDir>/tests/api/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/api/support/global-teardown.ts',
  testTimeout: 30000,
  maxWorkers: 2,
};
