// Jest's global tear-down (jest.config.js): removes the run's temporary folder (tests/run-folder.cjs).
const { closeRunFolder } = require('./run-folder.cjs');

module.exports = async function globalTeardown() {
  closeRunFolder(process.env);
};
