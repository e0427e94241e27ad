// Jest's global set-up (jest.config.js): the run's own temporary folder (tests/run-folder.cjs).
const os = require('node:os');
const { openRunFolder } = require('./run-folder.cjs');

module.exports = async function globalSetup() {
  openRunFolder(os.tmpdir(), process.env);
};
