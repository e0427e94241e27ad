import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/**
 * The running server's admin channel for backups of the embedded database (PGlite runs inside one
 * process: no other process may open its folder while the server runs). The server listens on a
 * Unix socket in DATA_DIR/run (folder 0700, socket 0600: only the account that runs the server,
 * which can read DATA_DIR anyway), never on a TCP port, and answers one request:
 * `GET /backup/database` → the database folder as one tar, taken between transactions.
 */
export const ADMIN_SOCKET_PATH = '/backup/database';

/** Where the server of `dataDir` listens (a Unix socket path is limited to about 100 bytes). */
export function adminSocketPath(dataDir: string): string {
  return path.join(dataDir, 'run', 'admin.sock');
}

const MAX_SOCKET_PATH = 100;

export async function startAdminSocket(options: { dataDir: string; dumpDataDir: () => Promise<Uint8Array>; log?: (line: string) => void }): Promise<{ path: string; close: () => Promise<void> } | undefined> {
  const { dataDir, dumpDataDir, log = console.log } = options;
  const socketPath = adminSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    console.warn(`[backup] DATA_DIR is too long a path for the admin socket (${socketPath}): npm run db:backup works only while the server is stopped`);
    return undefined;
  }
  const folder = path.dirname(socketPath);
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  fs.chmodSync(folder, 0o700);
  // This process holds DATA_DIR's lock: a socket file left there is a dead server's.
  fs.rmSync(socketPath, { force: true });
  let busy = false;
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== ADMIN_SOCKET_PATH) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found\n');
      return;
    }
    if (busy) {
      response.writeHead(409, { 'Content-Type': 'text/plain' }).end('a backup is already being taken\n');
      return;
    }
    busy = true;
    const started = Date.now();
    dumpDataDir().then(
      (tar) => {
        busy = false;
        log(`[backup] database folder handed to a backup: ${(tar.byteLength / 1048576).toFixed(1)} MB in ${Date.now() - started} ms`);
        response.writeHead(200, { 'Content-Type': 'application/x-tar', 'Content-Length': String(tar.byteLength) }).end(tar);
      },
      (error: unknown) => {
        busy = false;
        console.error(`[backup] could not dump the database: ${error instanceof Error ? error.message : String(error)}`);
        response.writeHead(500, { 'Content-Type': 'text/plain' }).end('the database could not be dumped; see the server log\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  fs.chmodSync(socketPath, 0o600);
  return {
    path: socketPath,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        fs.rmSync(socketPath, { force: true });
      }),
  };
}

/** The backup command's side: the running server's dump, or an error saying why not. */
export function fetchDumpFromServer(dataDir: string, timeoutMs = 600_000): Promise<Buffer> {
  const socketPath = adminSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const request = http.get({ socketPath, path: ADMIN_SOCKET_PATH, timeout: timeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        if (response.statusCode !== 200) reject(new Error(`the server answered ${response.statusCode}: ${body.toString('utf8').trim()}`));
        else if (response.headers['content-length'] && Number(response.headers['content-length']) !== body.length) reject(new Error('the server closed the connection before the whole database was sent'));
        else resolve(body);
      });
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') reject(new Error(`it does not answer on ${socketPath} (a server older than this command, or started without it): stop it and run the backup again, or restart it`));
      else reject(error);
    });
  });
}
