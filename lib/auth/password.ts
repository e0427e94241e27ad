import 'server-only';
import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's memory/time parameters. No truncation:
// the whole password is hashed, whatever its length.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so both answers take the same time. */
let dummyHash: Promise<string> | undefined;
export function timingSafeDummy(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password-only-for-timing');
  return dummyHash.then((h) => verifyPassword(h, password)).then(() => false);
}
