import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The VAPID key pair (RFC 8292) that signs every push request: a P-256 key, the public half as the
 * uncompressed point (65 bytes) and the private half as 32 bytes, both base64url — the form browsers
 * take as `applicationServerKey` and the `web-push` package signs with. Free of 'server-only': the
 * environment schema resolves it.
 */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const KEY_FILE = 'vapid-keys.json';

/** The public key of a private one, or null when it is not a P-256 private key. */
function publicKeyOf(privateKey: string): string | null {
  try {
    const bytes = Buffer.from(privateKey, 'base64url');
    if (bytes.length !== 32) return null;
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.setPrivateKey(bytes);
    return ecdh.getPublicKey().toString('base64url');
  } catch {
    return null;
  }
}

export function generateVapidKeyPair(): { publicKey: string; privateKey: string } {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  // getPrivateKey may be shorter than 32 bytes when it starts with zeros; VAPID wants exactly 32.
  const privateKey = Buffer.alloc(32);
  const raw = ecdh.getPrivateKey();
  raw.copy(privateKey, 32 - raw.length);
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: privateKey.toString('base64url') };
}

/** Reads or creates DATA_DIR/vapid-keys.json (0600), like the auth secret: alerts survive restarts of the embedded default. */
function persistedKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, KEY_FILE);
  const read = () => {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof stored.privateKey === 'string' && typeof stored.publicKey === 'string' && publicKeyOf(stored.privateKey) === stored.publicKey) {
      return { publicKey: stored.publicKey, privateKey: stored.privateKey };
    }
    throw new Error(`${file} does not hold a matching VAPID key pair`);
  };
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const pair = generateVapidKeyPair();
  try {
    fs.writeFileSync(file, JSON.stringify(pair) + '\n', { mode: 0o600, flag: 'wx' });
    return pair;
  } catch {
    return read(); // another process wrote it first: use theirs
  }
}

type Options = {
  publicKey?: string;
  privateKey?: string;
  subject: string;
  dataDir: string;
  /** False for a fleet in production: every instance must share one pair, so none is made up. */
  mayGenerate: boolean;
  fail: (message: string) => Error;
};

/** The pair from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, else the one kept in DATA_DIR; undefined when push is off. */
export function resolveVapidKeys({ publicKey, privateKey, subject, dataDir, mayGenerate, fail }: Options): VapidKeys | undefined {
  if (publicKey || privateKey) {
    if (!publicKey || !privateKey) throw fail(`Invalid environment variable ${publicKey ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'}: set both VAPID keys or neither`);
    const derived = publicKeyOf(privateKey);
    if (!derived) throw fail('Invalid environment variable VAPID_PRIVATE_KEY: must be a P-256 private key, 32 bytes base64url (npx web-push generate-vapid-keys)');
    if (derived !== publicKey) throw fail('Invalid environment variable VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY');
    return { publicKey, privateKey, subject };
  }
  if (!mayGenerate) return undefined;
  try {
    return { ...persistedKeys(dataDir), subject };
  } catch (error) {
    throw fail(`Invalid environment variable DATA_DIR: cannot keep the VAPID keys there (${(error as Error).message})`);
  }
}
