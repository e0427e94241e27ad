/** @jest-environment node */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The test run's own temporary folder (tests/run-folder.cjs): every temporary folder a test makes
 * lands in it, and it is gone when the run ends. A run used to leave ~1.4 GB in /tmp. A killed
 * run's folder is removed by a later run once its process is gone; a folder whose process still
 * runs (another run at the same time) is kept.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { openRunFolder, closeRunFolder } = require('../run-folder.cjs') as {
  openRunFolder: (root: string, env: Record<string, string | undefined>, pid?: number) => string;
  closeRunFolder: (env: Record<string, string | undefined>) => void;
};

/** A process id that no process has now: a child that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

describe("the Jest run's temporary folder", () => {
  let root: string;

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'jest-run-folder-'));
  });

  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('is where this test file makes its temporary folders: the worker inherited it from the set-up', () => {
    const runDir = process.env.SHORTNEWS_JEST_RUN_DIR!;
    const owner = Number(/^shortnews-jest-(\d+)-/.exec(path.basename(runDir))?.[1]);
    expect([process.ppid, process.pid]).toContain(owner); // Jest's own process (a worker's parent, or this one in band)
    expect(os.tmpdir()).toBe(runDir);
    expect(path.dirname(root)).toBe(runDir);
  });

  it('holds what the tests make, and is gone with it after the run; others may pass through it, not list it', () => {
    const env: Record<string, string | undefined> = {};
    const runDir = openRunFolder(root, env);
    expect(env).toEqual({ SHORTNEWS_JEST_RUN_DIR: runDir, TMPDIR: runDir });
    expect(path.dirname(runDir)).toBe(root);
    expect(fs.statSync(runDir).mode & 0o777).toBe(0o711);
    const made = fs.mkdtempSync(path.join(runDir, 'shortnews-test-'));
    fs.mkdirSync(path.join(made, 'pg'));
    fs.writeFileSync(path.join(made, 'pg', 'PG_VERSION'), '17');
    closeRunFolder(env);
    expect(fs.readdirSync(root)).toEqual([]);
  });

  it("removes a killed run's folder, and keeps a running one's and everything else", async () => {
    const killed = path.join(root, `shortnews-jest-${await deadPid()}-abc123`);
    const running = path.join(root, `shortnews-jest-${process.ppid}-def456`);
    const other = path.join(root, 'shortnews-test-xyz');
    for (const folder of [killed, running, other]) fs.mkdirSync(path.join(folder, 'pg'), { recursive: true });
    const env: Record<string, string | undefined> = {};
    const runDir = openRunFolder(root, env);
    expect(fs.readdirSync(root).sort()).toEqual([path.basename(runDir), path.basename(running), path.basename(other)].sort());
    closeRunFolder(env);
    expect(fs.readdirSync(root).sort()).toEqual([path.basename(running), path.basename(other)].sort());
  });

  it('names a folder it cannot remove, and does not fail the run', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    // A name no file system takes (a NUL byte): every Node line refuses it. (A path below a file is
    // refused by Node 20 and let be by Node 24.)
    const unremovable = path.join(root, 'bad\u0000name');
    expect(() => closeRunFolder({ SHORTNEWS_JEST_RUN_DIR: unremovable })).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`${unremovable} could not be removed`));
    warn.mockRestore();
  });
});
