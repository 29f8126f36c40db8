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
  testPathIgnorePatterns: process.env.BALTI_TEST_DB === 'mariadb' ? [] : ['/faults\\.e2e-spec\\.ts$'],
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)s$': swc },
  // NestJS 12 (and cookie 2, used by Fastify's inject) ship ESM only: swc turns them into CommonJS for jest.
  transformIgnorePatterns: ['/node_modules/(?!(@nestjs|cookie)/)'],
  moduleNameMapper: { '^@app/(.*)$': '<rootDir>/backend/src/$1' },
  globalSetup: '<rootDir>/tests/api/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/api/support/global-teardown.ts',
  testTimeout: 30000,
  maxWorkers: 2,
};
