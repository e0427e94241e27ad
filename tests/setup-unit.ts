// The unit project's time-out (jest.config.js): a component or pure-function test that needs more is an integration test.
jest.setTimeout(15_000);
