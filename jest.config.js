// Jest: unit, component and integration tests (tests/). Browser tests are Playwright's (e2e/).
const nextJest = require('next/jest.js');

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests'],
  setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/mocks/empty.js',
    '^swiper/css.*$': '<rootDir>/tests/mocks/empty.js',
    '^@/(.*)$': '<rootDir>/$1',
  },
  // PGlite start-up and argon2 make integration tests slower than unit tests.
  // Generous, because CI machines are shared: a PGlite start under load has taken over 30 s.
  testTimeout: 120_000,
  // CI's log names every test, so it shows the database tests running on PGlite and on the server.
  verbose: true,
};

module.exports = async () => {
  const resolved = await createJestConfig(config)();
  // swiper (and its helpers), jose and next-intl (with use-intl and its formatters) ship ESM only: let them through the transform.
  resolved.transformIgnorePatterns = ['/node_modules/(?!(swiper|ssr-window|dom7|jose|next-intl|use-intl|@formatjs|intl-messageformat|icu-minify|@schummar)/)', '^.+\\.module\\.(css|sass|scss)$'];
  return resolved;
};
