// Stryker (mutation testing) as `npm run test:mutation` runs it: scripts/mutation.mjs starts one
// run per module of tests/mutation/targets.json with `mutate` and the module's own test files.
// See README "Mutation testing".
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'jest',
  plugins: ['@stryker-mutator/jest-runner'],
  jest: { projectType: 'custom', configFile: 'stryker.jest.config.js', enableFindRelatedTests: false },
  // The same Node options as `npm run test:unit` (package.json): Jest on Node ≥ 24.9 and PGlite's dynamic imports.
  testRunnerNodeArgs: ['--require', './tests/node-esm-compat.cjs', '--experimental-vm-modules', '--no-warnings=ExperimentalWarning'],
  reporters: ['clear-text', 'progress'],
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  ignorePatterns: ['.data', '.data-*', '.fleet', 'coverage', 'test-results', 'playwright-report', 'blob-report', 'reports', 'bench/results'],
  timeoutMS: 10_000,
  thresholds: { high: 90, low: 80 },
};

export default config;
