import crypto from 'node:crypto';

/** A browser's `p256dh`: base64url of an uncompressed P-256 point that is on the curve (RFC 8291 §3.2). */
export function isBrowserPublicKey(value: string): boolean {
  if (!/^[A-Za-z0-9_-]{87}$/.test(value)) return false;
  const bytes = Buffer.from(value, 'base64url');
  if (bytes.length !== 65 || bytes[0] !== 4) return false;
  try {
    const probe = crypto.createECDH('prime256v1');
    probe.generateKeys();
    probe.computeSecret(bytes); // throws for a point off the curve
    return true;
  } catch {
    return false;
  }
}
