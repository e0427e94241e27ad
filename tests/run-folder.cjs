// The test run's own temporary folder: every temporary folder a Jest run's tests make (os.tmpdir():
// embedded databases, data folders, stand-in servers' files, child processes' own) lands inside it,
// and it is removed when the run ends. A run used to leave ~1.4 GB in /tmp (300 folders, 32
// embedded databases of 40-80 MB). Used by tests/global-setup.cjs and tests/global-teardown.cjs:
// TMPDIR is set before Jest starts its workers, and workers and their children inherit it.
//
// A run that was killed (Ctrl-C, a CI time-out) has no tear-down: its folder is removed by the next
// run, but only once the process named in the folder's name is gone, never by name or age alone, so
// two runs at once on one machine (two checkouts, CI beside a developer) keep their own.
const fs = require('node:fs');
const path = require('node:path');

const PREFIX = 'shortnews-jest-';
const OWNER = new RegExp(`^${PREFIX}(\\d+)-`);

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM'; // alive, another user's
  }
}

/** Removes killed runs' folders under `root`, makes this run's (owned by `pid`) and points `env` at it. */
function openRunFolder(root, env, pid = process.pid) {
  for (const name of fs.readdirSync(root)) {
    const owner = OWNER.exec(name);
    if (owner && !isRunning(Number(owner[1]))) fs.rmSync(path.join(root, name), { recursive: true, force: true });
  }
  const runDir = fs.mkdtempSync(path.join(root, `${PREFIX}${pid}-`));
  // Others may pass through, not list: a test's PostgreSQL server runs as the postgres user, in a
  // folder of its own inside this one (tests/helpers/private-postgres.ts).
  fs.chmodSync(runDir, 0o711);
  env.SHORTNEWS_JEST_RUN_DIR = runDir;
  env.TMPDIR = runDir;
  return runDir;
}

/** Removes the run's folder; a folder that cannot be removed (something a test left mounted) is named, not fatal. */
function closeRunFolder(env) {
  const runDir = env.SHORTNEWS_JEST_RUN_DIR;
  if (!runDir) return;
  try {
    fs.rmSync(runDir, { recursive: true, force: true });
  } catch (error) {
    console.warn(`Jest's temporary folder ${runDir} could not be removed: ${error.message}`);
  }
}

module.exports = { openRunFolder, closeRunFolder };
