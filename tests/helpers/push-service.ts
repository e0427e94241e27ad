import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for a browser's push service (issue 27), speaking the real protocol: it hands out
 * subscriptions with keys of its own (as a browser would: a P-256 key pair and a 16-byte auth
 * secret), and for every push it receives it
 *  - checks the VAPID header of RFC 8292: `vapid t=<JWT>, k=<key>`, the key the subscription was made
 *    with, an ES256 signature by that key, `aud` = this service's origin, `exp` in the future and at
 *    most 24 h ahead, `sub` a mailto: or https: contact;
 *  - decrypts the body by RFC 8291 / RFC 8188 (aes128gcm) with its own ECDH key — written here from the
 *    RFCs with node:crypto, not with the sender's library, so a fault in either shows;
 *  - answers 201 like FCM and autopush, or what the test asked for (404/410 gone, 429/500 failing).
 * A push that fails a check is answered 400 (VAPID: 401/403, as real services do) and recorded as
 * refused, so a test sees it. Plain HTTP by default; `tls: true` serves https with the test-only
 * certificate beside this file (the production build sends to https only; NODE_EXTRA_CA_CERTS).
 * For browser tests the same server has a small JSON control API under /__control.
 */

export type ReceivedPush = {
  subscriptionId: string;
  /** The decrypted payload. */
  text: string;
  headers: Record<string, string | undefined>;
  claims: { aud: string; exp: number; sub: string };
  receivedAt: number;
};

export type RefusedPush = { subscriptionId: string; status: number; reason: string };

export type StandInSubscription = {
  id: string;
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
  applicationServerKey: string;
};

type Mode = { kind: 'ok' } | { kind: 'status'; status: number; times: number };

type Entry = { sub: StandInSubscription; ecdh: crypto.ECDH; auth: Buffer; mode: Mode };

export const PUSH_TLS_DIR = path.join(__dirname, 'push-service-tls');

const b64u = (bytes: Buffer) => bytes.toString('base64url');

/** RFC 8291 §3.4 + RFC 8188 §2: one aes128gcm body, decrypted with the receiver's keys. */
export function decryptAes128gcm(body: Buffer, receiver: crypto.ECDH, authSecret: Buffer): Buffer {
  if (body.length < 21) throw new Error('body shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const senderPublic = body.subarray(21, 21 + idLength);
  if (idLength !== 65 || senderPublic[0] !== 4) throw new Error('keyid is not the sender\'s uncompressed P-256 key');
  const records = body.subarray(21 + idLength);
  if (records.length > recordSize) throw new Error('more than one record (RFC 8291 allows one)');
  const receiverPublic = receiver.getPublicKey();
  const ecdhSecret = receiver.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (end < 0 || padded[end] !== 2) throw new Error('last record lacks its 0x02 delimiter');
  return padded.subarray(0, end);
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** RFC 8292: the JWT and key of `Authorization: vapid t=…, k=…`, checked against the subscription's key. */
export function verifyVapid(authorization: string | undefined, applicationServerKey: string, origin: string, now = Date.now()): ReceivedPush['claims'] {
  const match = /^vapid\s+(.*)$/i.exec(authorization ?? '');
  if (!match) throw new Refusal(401, 'no vapid Authorization header');
  const params = Object.fromEntries(match[1].split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  if (!params.t || !params.k) throw new Refusal(401, 'vapid header without t and k');
  if (params.k !== applicationServerKey) throw new Refusal(403, 'k is not the applicationServerKey of the subscription');
  const [header, payload, signature] = params.t.split('.');
  if (!header || !payload || !signature) throw new Refusal(401, 'malformed JWT');
  const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string; typ?: string };
  if (head.alg !== 'ES256') throw new Refusal(401, `JWT alg ${head.alg}, not ES256`);
  const point = Buffer.from(params.k, 'base64url');
  const key = crypto.createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33, 65)) }, format: 'jwk' });
  const valid = crypto.verify('sha256', Buffer.from(`${header}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) throw new Refusal(403, 'JWT signature does not verify with k');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as ReceivedPush['claims'];
  if (claims.aud !== origin) throw new Refusal(403, `aud ${claims.aud} is not ${origin}`);
  const seconds = Math.floor(now / 1000);
  if (!(claims.exp > seconds) || claims.exp > seconds + 24 * 3600) throw new Refusal(403, 'exp not within the next 24 hours');
  if (!/^(mailto:|https:)/.test(String(claims.sub))) throw new Refusal(403, 'sub is not a mailto: or https: contact');
  return claims;
}

export type PushServiceStandIn = {
  origin: string;
  port: number;
  subscribe(applicationServerKey: string): StandInSubscription;
  received(subscriptionId?: string): ReceivedPush[];
  refused(subscriptionId?: string): RefusedPush[];
  /** The next `times` pushes to this subscription get `status` (404/410: gone for good; 429/500: failures). */
  answer(subscriptionId: string, status: number, times?: number): void;
  /** Resolves when `count` pushes reached `subscriptionId` (or any), without a timed assertion of our own. */
  waitFor(count: number, subscriptionId?: string): Promise<ReceivedPush[]>;
  close(): Promise<void>;
};

function readBody(request: http.IncomingMessage, limit = 8192): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) reject(new Refusal(413, 'payload over 4 KB'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export async function startPushService(options: { port?: number; tls?: boolean; host?: string } = {}): Promise<PushServiceStandIn> {
  const entries = new Map<string, Entry>();
  const received: ReceivedPush[] = [];
  const refused: RefusedPush[] = [];
  const waiters = new Set<() => void>();
  const host = options.host ?? '127.0.0.1';
  let origin = '';

  const subscribe = (applicationServerKey: string): StandInSubscription => {
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = crypto.randomBytes(16);
    const id = crypto.randomBytes(12).toString('hex');
    const sub: StandInSubscription = { id, endpoint: `${origin}/push/${id}`, expirationTime: null, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) }, applicationServerKey };
    entries.set(id, { sub, ecdh, auth, mode: { kind: 'ok' } });
    return sub;
  };

  const onPush = async (id: string, request: http.IncomingMessage): Promise<{ status: number; body?: string }> => {
    const entry = entries.get(id);
    if (!entry) return { status: 404, body: 'no such subscription' };
    const body = await readBody(request);
    if (entry.mode.kind === 'status') {
      const { status } = entry.mode;
      entry.mode = entry.mode.times > 1 ? { ...entry.mode, times: entry.mode.times - 1 } : { kind: 'ok' };
      if (status === 404 || status === 410) entries.delete(id);
      refused.push({ subscriptionId: id, status, reason: 'asked for by the test' });
      return { status };
    }
    const headers = {
      ttl: request.headers.ttl as string | undefined,
      'content-encoding': request.headers['content-encoding'],
      urgency: request.headers.urgency as string | undefined,
      topic: request.headers.topic as string | undefined,
    };
    try {
      if (headers['content-encoding'] !== 'aes128gcm') throw new Refusal(400, `Content-Encoding ${headers['content-encoding']}, not aes128gcm`);
      if (!/^\d+$/.test(headers.ttl ?? '')) throw new Refusal(400, 'no TTL header');
      const claims = verifyVapid(request.headers.authorization, entry.sub.applicationServerKey, origin);
      const text = decryptAes128gcm(body, entry.ecdh, entry.auth).toString('utf8');
      received.push({ subscriptionId: id, text, headers, claims, receivedAt: Date.now() });
      for (const wake of waiters) wake();
      return { status: 201 };
    } catch (error) {
      const status = error instanceof Refusal ? error.status : 400;
      refused.push({ subscriptionId: id, status, reason: (error as Error).message });
      for (const wake of waiters) wake();
      return { status, body: (error as Error).message };
    }
  };

  const json = (response: http.ServerResponse, status: number, value: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
  };

  const handler = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const url = new URL(request.url ?? '/', origin);
    try {
      const push = /^\/push\/([0-9a-f]+)$/.exec(url.pathname);
      if (push && request.method === 'POST') {
        const { status, body } = await onPush(push[1], request);
        response.writeHead(status, { 'content-type': 'text/plain' }).end(body ?? '');
        return;
      }
      // Control API for browser tests (the Playwright process is not this one).
      if (url.pathname === '/__control/subscriptions' && request.method === 'POST') {
        const { applicationServerKey } = JSON.parse((await readBody(request)).toString()) as { applicationServerKey: string };
        return json(response, 200, subscribe(applicationServerKey));
      }
      const messages = /^\/__control\/subscriptions\/([0-9a-f]+)\/(received|refused)$/.exec(url.pathname);
      if (messages && request.method === 'GET') {
        return json(response, 200, messages[2] === 'received' ? received.filter((m) => m.subscriptionId === messages[1]) : refused.filter((m) => m.subscriptionId === messages[1]));
      }
      const answer = /^\/__control\/subscriptions\/([0-9a-f]+)\/answer$/.exec(url.pathname);
      if (answer && request.method === 'POST') {
        const { status, times } = JSON.parse((await readBody(request)).toString()) as { status: number; times?: number };
        const entry = entries.get(answer[1]);
        if (entry) entry.mode = { kind: 'status', status, times: times ?? 1 };
        return json(response, entry ? 200 : 404, {});
      }
      response.writeHead(404).end();
    } catch (error) {
      response.writeHead(error instanceof Refusal ? error.status : 400).end((error as Error).message);
    }
  };

  const server = options.tls
    ? https.createServer({ key: fs.readFileSync(path.join(PUSH_TLS_DIR, 'key.pem')), cert: fs.readFileSync(path.join(PUSH_TLS_DIR, 'cert.pem')) }, (q, s) => void handler(q, s))
    : http.createServer((q, s) => void handler(q, s));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  origin = `${options.tls ? 'https' : 'http'}://${host}:${port}`;

  const select = <T extends { subscriptionId: string }>(list: T[], id?: string) => (id ? list.filter((m) => m.subscriptionId === id) : [...list]);

  return {
    origin,
    port,
    subscribe,
    received: (id) => select(received, id),
    refused: (id) => select(refused, id),
    answer: (id, status, times = 1) => {
      const entry = entries.get(id);
      if (!entry) throw new Error(`no subscription ${id}`);
      entry.mode = { kind: 'status', status, times };
    },
    waitFor: (count, id) =>
      new Promise((resolve) => {
        const check = () => {
          const list = select(received, id);
          if (list.length >= count) {
            waiters.delete(check);
            resolve(list);
          }
        };
        waiters.add(check);
        check();
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
