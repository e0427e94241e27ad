/**
 * A throw-away PostgreSQL cluster of our own (initdb in a temp folder, its own port), for the fault
 * tests and bench/faults: they restart and stop the server, which must never happen to the
 * machine's shared PostgreSQL. Needs Debian's (or any) PostgreSQL binaries; as root they run as the
 * `postgres` user (initdb refuses root).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The folder holding initdb/pg_ctl: PG_BIN, else the newest /usr/lib/postgresql/<v>/bin, else pg_config's. */
export function findPostgresBin(): string | undefined {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs.readdirSync(debian).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => path.join(debian, v, 'bin')));
  }
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // no pg_config on PATH
  }
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function run(bin: string, args: string[], options: { quiet?: boolean } = {}): Promise<void> {
  const [command, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0 || options.quiet) resolve();
      else reject(new Error(`${path.basename(bin)} ${args.join(' ')} exited ${code}: ${output.trim()}`));
    });
  });
}

export type PrivatePostgres = {
  port: number;
  /** postgres://postgres@127.0.0.1:port/<database> */
  url: (database?: string) => string;
  createDatabase: (name: string) => Promise<string>;
  /** `pg_ctl restart -m <mode>`; resolves once the server accepts connections again (pg_ctl -w). */
  restart: (mode?: 'immediate' | 'fast') => Promise<void>;
  stop: (mode?: 'immediate' | 'fast') => Promise<void>;
  start: () => Promise<void>;
  /** Stops the server and removes its folder. */
  cleanup: () => Promise<void>;
};

/** initdb + start on `port` (a free one when omitted). Trust auth on 127.0.0.1 only. */
export async function startPrivatePostgres(options: { port?: number; bin?: string } = {}): Promise<PrivatePostgres> {
  const bin = options.bin ?? findPostgresBin();
  if (!bin) throw new Error('No PostgreSQL binaries found (apt-get install postgresql, or set PG_BIN).');
  const port = options.port ?? (await freePort());
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shortnews-pg-'));
  const dataDir = path.join(root, 'data');
  const socketDir = path.join(root, 'socket');
  fs.mkdirSync(socketDir);
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    fs.chownSync(root, uid, gid);
    fs.chownSync(socketDir, uid, gid);
  }
  const pgCtl = path.join(bin, 'pg_ctl');
  const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -k ${socketDir} -c max_connections=60 -c shared_buffers=16MB`;
  await run(path.join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const start = () => run(pgCtl, ['-D', dataDir, '-o', serverOptions, '-l', path.join(root, 'log'), '-w', '-t', '60', 'start']);
  await start();
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    async createDatabase(name) {
      const { Client } = await import('pg');
      const client = new Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`create database ${name}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    restart: (mode = 'immediate') => run(pgCtl, ['-D', dataDir, '-o', serverOptions, '-l', path.join(root, 'log'), '-m', mode, '-w', '-t', '60', 'restart']),
    stop: (mode = 'fast') => run(pgCtl, ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']),
    start,
    async cleanup() {
      await run(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], { quiet: true });
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
