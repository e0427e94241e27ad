// Jest as Stryker runs it (npm run test:mutation, scripts/mutation.mjs): the unit project of
// jest.config.js, limited to the test files of the module under mutation (MUTATION_TESTS, a JSON
// list of paths set by the runner). Stryker copies the project into a sandbox and loads this file
// there, so every path resolves inside the sandbox, where the module is mutated.
const path = require('node:path');
const loadProjects = require('./jest.config.js');

module.exports = async () => {
  const tests = JSON.parse(process.env.MUTATION_TESTS ?? '[]');
  if (tests.length === 0) throw new Error('MUTATION_TESTS names no test file: run `npm run test:mutation`.');
  const { projects } = await loadProjects();
  const unit = projects.find((project) => project.displayName === 'unit');
  return {
    ...unit,
    displayName: undefined,
    rootDir: __dirname,
    testMatch: undefined,
    testPathIgnorePatterns: ['/node_modules/'],
    testRegex: tests.map((file) => `^${path.resolve(__dirname, file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    // Database and socket tests (the node docblock) need more than the unit project's 15 s.
    setupFilesAfterEnv: ['<rootDir>/tests/setup.ts', '<rootDir>/tests/setup-integration.ts'],
  };
};
