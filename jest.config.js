// Jest: unit, component and integration tests (tests/). Browser tests are Playwright's (e2e/).
//
// Two projects, chosen by one rule that new files fall into without any list to edit:
// - integration: every test file whose docblock says `@jest-environment node` (route handlers,
//   databases, sockets, scripts): node environment, 300 s time-out (tests/setup-integration.ts);
// - unit: every other test file (components, hooks, pure functions): jsdom, 15 s time-out
//   (tests/setup-unit.ts).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const nextJest = require('next/jest.js');

const createJestConfig = nextJest({ dir: './' });

const TEST_FILE = /\.test\.tsx?$/;
const NODE_DOCBLOCK = /^\s*\/\*\*[\s\S]*?@jest-environment\s+node\b[\s\S]*?\*\//;

/** Test files under tests/ that declare the node environment (integration project). */
function integrationFiles(root) {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (TEST_FILE.test(entry.name) && NODE_DOCBLOCK.test(fs.readFileSync(full, 'utf8'))) found.push(full);
    }
  };
  walk(root);
  return found;
}

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** @type {import('jest').Config} */
const shared = {
  roots: ['<rootDir>/tests'],
  setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/mocks/empty.js',
    '^@/(.*)$': '<rootDir>/$1',
  },
};

/** @type {import('jest').Config} */
const config = {
  ...shared,
  // CI's log names every test, so it shows the database tests running on PGlite and on the server.
  verbose: true,
  // One temporary folder for the run (TMPDIR), removed at its end: tests/global-setup.cjs.
  globalSetup: '<rootDir>/tests/global-setup.cjs',
  globalTeardown: '<rootDir>/tests/global-teardown.cjs',
  // At least two workers, also on a 2-core machine (Jest's default there is one, in band): the
  // integration tests wait on databases, sockets and child processes most of the time, and every
  // suite is independent (ports 0, temp DATA_DIRs, a database per file, Redis keys under a prefix
  // of its own). Measured on CI's 2-core host: 357 s against ~430 s in band.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  // A worker is replaced by a fresh one once its heap holds more than 350 MB after a test file. Each
  // file leaves about 10 MB behind in its worker (in part old files' contexts that V8 frees late), so
  // a worker that had run 60 files held 700 MB. Without coverage that costs little. With coverage it costs a lot: Jest starts and takes V8's
  // precise coverage around every file, and V8 walks the worker's whole heap each time (starting it
  // also throws away all optimized code). Near the end of the suite a file that runs in 0.1 s took
  // 4 s. Whole suite on a 2-core host, four runs side by side (bench/jest-workers.sh,
  // bench/results/jest-workers-2026-11-29.md): with coverage 403 s → 237 s, without 183 s → 179 s;
  // lines covered 95.36–95.38 % either way, as between two runs of one setting.
  workerIdleMemoryLimit: '350MB',
  // Coverage of the app's own code (what `npm test` reports in CI); the floor only goes up.
  collectCoverageFrom: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'i18n/**/*.{ts,tsx}', 'proxy.ts', 'scripts/**/*.{ts,cjs}', '!**/*.d.ts'],
  coverageProvider: 'v8',
  coverageReporters: ['text-summary', 'json-summary'],
  coverageThreshold: require('./tests/coverage-floor.json'),
};

module.exports = async () => {
  const resolved = await createJestConfig(shared)();
  // jose and next-intl (with use-intl, its formatters and its catalog codec) ship ESM only: let them through the transform.
  resolved.transformIgnorePatterns = ['/node_modules/(?!(jose|next-intl|use-intl|@formatjs|intl-messageformat|icu-minify|@schummar|@eloqnt)/)', '^.+\\.module\\.(css|sass|scss)$'];
  const integration = integrationFiles(path.join(__dirname, 'tests'));
  return {
    ...config,
    projects: [
      {
        ...resolved,
        displayName: 'unit',
        testEnvironment: 'jsdom',
        testMatch: ['<rootDir>/tests/**/*.test.{ts,tsx}'],
        testPathIgnorePatterns: ['/node_modules/', ...integration.map((file) => `^${escapeRegex(file)}$`)],
        // Jest reads testTimeout from the global config only: each project sets its own in a setup file.
        setupFilesAfterEnv: [...resolved.setupFilesAfterEnv, '<rootDir>/tests/setup-unit.ts'],
      },
      {
        ...resolved,
        displayName: 'integration',
        testEnvironment: 'node',
        testRegex: integration.length > 0 ? integration.map((file) => `^${escapeRegex(file)}$`) : ['^$'],
        setupFilesAfterEnv: [...resolved.setupFilesAfterEnv, '<rootDir>/tests/setup-integration.ts'],
      },
    ],
  };
};
