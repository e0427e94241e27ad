import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

/** A Google account the stand-in offers on its account chooser. */
export type GoogleAccount = { sub: string; email: string; name: string; emailVerified?: boolean };

/** Google's issuer, as its ID tokens name it (lib/accounts/verify-google-id-token.ts accepts it). */
const ISSUER = 'https://accounts.google.com';

type Grant = { account: GoogleAccount; clientId: string; redirectUri: string; codeChallenge: string; scope: string };

const base64url = (bytes: Buffer) => bytes.toString('base64url');
/** OpenID Connect's at_hash: the left half of the access token's SHA-256, base64url (RS256). */
const atHash = (accessToken: string) => base64url(createHash('sha256').update(accessToken).digest().subarray(0, 16));
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readForm(request: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The chooser's own fields, never carried on as the request's parameters. */
const CHOOSER_FIELDS = new Set(['account', 'cancel', 'another', 'other_email', 'other_name']);

/**
 * "Use another account": any address typed in signs in as a verified Google account of its own, its
 * subject a number drawn from the address (Google's are 21 digits), so the same address is the same
 * account each time. A test that signs a fresh reader up and out with Google takes an address of its
 * own this way, and copies of it running at once do not share one (each Logout ends every session of
 * its account).
 */
function anotherAccount(params: URLSearchParams): GoogleAccount | undefined {
  const email = params.get('another') ? params.get('other_email')?.trim().toLowerCase() : undefined;
  if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) return undefined;
  const digits = BigInt(`0x${createHash('sha256').update(email).digest('hex').slice(0, 16)}`).toString().padStart(20, '0').slice(0, 20);
  return { sub: `1${digits}`, email, name: params.get('other_name')?.trim() || email.split('@')[0] };
}

/**
 * A local stand-in for Google's OAuth 2.0 / OpenID Connect service, speaking the contract next-auth's
 * Google provider (openid-client) uses with the real one: discovery
 * (`/.well-known/openid-configuration`), the authorization endpoint with its account chooser (a page
 * with one button per account, "Use another account", and Cancel: the refusal `access_denied`; no
 * consent screen, as for an app the account already allowed), the
 * token endpoint (authorization code with PKCE S256, client authentication by HTTP Basic or in the
 * form, one use per code), the key set that signs the ID tokens (RS256, `at_hash` as Google writes it)
 * and userinfo. A request outside the contract gets OAuth's error answer, as Google gives it.
 */
export async function startGoogleStandIn(options: { port?: number; clientId: string; clientSecret: string; accounts: GoogleAccount[] }) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'stand-in-key-1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, Grant>();

  /**
   * An ID token as Google signs one for this client: Google's issuer, the client as audience, a verified
   * email unless the claims say otherwise, an hour's life. The token endpoint's tokens are made here;
   * tests of the ID-token endpoint (/api/user/google-auth) make theirs too, bending what they test:
   * another key or key id, a past expiry, other claims.
   */
  const signIdToken = (claims: Record<string, unknown>, signing: { key?: CryptoKey; kid?: string; expiresIn?: string } = {}) =>
    new SignJWT({ iss: ISSUER, aud: options.clientId, email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: signing.kid ?? jwk.kid!, typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(signing.expiresIn ?? '1h')
      .sign(signing.key ?? privateKey);
  const accessTokens = new Map<string, GoogleAccount>();
  let base = '';

  const json = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    response.end(JSON.stringify(body));
  };
  const oauthError = (response: http.ServerResponse, status: number, error: string, description: string) => json(response, status, { error, error_description: description });

  function clientOf(request: http.IncomingMessage, form: URLSearchParams): { id: string | null; secret: string | null } {
    const basic = /^Basic (.+)$/i.exec(request.headers.authorization ?? '');
    if (basic) {
      // RFC 6749 §2.3.1: each part form-encoded, then joined by the first colon (a secret may hold more).
      const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      try {
        const formDecoded = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
        return colon < 0 ? { id: null, secret: null } : { id: formDecoded(decoded.slice(0, colon)), secret: formDecoded(decoded.slice(colon + 1)) };
      } catch {
        return { id: null, secret: null };
      }
    }
    return { id: form.get('client_id'), secret: form.get('client_secret') };
  }

  async function token(request: http.IncomingMessage, response: http.ServerResponse) {
    const form = await readForm(request);
    const client = clientOf(request, form);
    if (client.id !== options.clientId || client.secret !== options.clientSecret) return oauthError(response, 401, 'invalid_client', 'The OAuth client was not found.');
    if (form.get('grant_type') !== 'authorization_code') return oauthError(response, 400, 'unsupported_grant_type', 'Invalid grant_type.');
    const code = form.get('code') ?? '';
    const grant = codes.get(code);
    codes.delete(code); // one use, whatever the outcome
    if (!grant || grant.clientId !== client.id) return oauthError(response, 400, 'invalid_grant', 'Malformed auth code.');
    if (form.get('redirect_uri') !== grant.redirectUri) return oauthError(response, 400, 'redirect_uri_mismatch', 'Bad Request');
    const verifier = form.get('code_verifier') ?? '';
    if (base64url(createHash('sha256').update(verifier).digest()) !== grant.codeChallenge) return oauthError(response, 400, 'invalid_grant', 'Invalid code verifier.');
    const accessToken = `ya29.${base64url(randomBytes(24))}`;
    accessTokens.set(accessToken, grant.account);
    const { account } = grant;
    const idToken = await signIdToken({
      sub: account.sub,
      azp: options.clientId,
      email: account.email,
      email_verified: account.emailVerified ?? true,
      name: account.name,
      at_hash: atHash(accessToken),
    });
    json(response, 200, { access_token: accessToken, expires_in: 3599, scope: grant.scope, token_type: 'Bearer', id_token: idToken });
  }

  /** Google's account chooser: the reader picks an account; Google sends the browser back with a code. */
  async function authorize(request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    const params = request.method === 'POST' ? await readForm(request) : url.searchParams;
    const redirectUri = params.get('redirect_uri') ?? '';
    if (params.get('client_id') !== options.clientId || !/^https?:\/\//.test(redirectUri)) {
      response.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      return response.end('<h1>Access blocked: this request is invalid</h1><p>Error 400: invalid_request</p>');
    }
    const back = new URL(redirectUri);
    const state = params.get('state');
    if (state) back.searchParams.set('state', state);
    if (params.get('response_type') !== 'code' || params.get('code_challenge_method') !== 'S256' || !params.get('code_challenge')) {
      back.searchParams.set('error', 'invalid_request');
      response.writeHead(302, { location: back.href });
      return response.end();
    }
    if (request.method === 'POST' && params.get('cancel')) {
      // The reader turned Google's page down: back to the site with OAuth's refusal.
      back.searchParams.set('error', 'access_denied');
      response.writeHead(302, { location: back.href });
      return response.end();
    }
    const chosen = options.accounts.find((account) => account.sub === params.get('account')) ?? anotherAccount(params);
    if (request.method === 'POST' && chosen) {
      const code = `4/${base64url(randomBytes(24))}`;
      codes.set(code, { account: chosen, clientId: options.clientId, redirectUri, codeChallenge: params.get('code_challenge')!, scope: params.get('scope') ?? '' });
      back.searchParams.set('code', code);
      back.searchParams.set('scope', params.get('scope') ?? '');
      response.writeHead(302, { location: back.href });
      return response.end();
    }
    const hidden = [...params].filter(([name]) => !CHOOSER_FIELDS.has(name)).map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('');
    const buttons = options.accounts.map((account) => `<button name="account" value="${escapeHtml(account.sub)}">${escapeHtml(account.name)} (${escapeHtml(account.email)})</button>`).join('');
    const another = `<form method="post">${hidden}<h2>Use another account</h2><label>Email <input name="other_email" type="email" required></label> <label>Name <input name="other_name"></label> <button name="another" value="1">Next</button></form>`;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><title>Sign in - Google Accounts</title><h1>Choose an account</h1><form method="post">${hidden}${buttons}<button name="cancel" value="1">Cancel</button></form>${another}</html>`);
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', base || 'http://127.0.0.1');
    const route = `${request.method} ${url.pathname}`;
    const handled = (async () => {
      switch (route) {
        case 'GET /.well-known/openid-configuration':
          return json(response, 200, {
            issuer: ISSUER,
            authorization_endpoint: `${base}/o/oauth2/v2/auth`,
            token_endpoint: `${base}/token`,
            userinfo_endpoint: `${base}/v1/userinfo`,
            jwks_uri: `${base}/oauth2/v3/certs`,
            response_types_supported: ['code', 'token', 'id_token', 'code token', 'code id_token', 'token id_token', 'code token id_token', 'none'],
            subject_types_supported: ['public'],
            id_token_signing_alg_values_supported: ['RS256'],
            scopes_supported: ['openid', 'email', 'profile'],
            token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
            claims_supported: ['aud', 'email', 'email_verified', 'exp', 'iat', 'iss', 'name', 'sub'],
            code_challenge_methods_supported: ['plain', 'S256'],
            grant_types_supported: ['authorization_code', 'refresh_token'],
          });
        case 'GET /oauth2/v3/certs':
          return json(response, 200, { keys: [jwk] });
        case 'GET /o/oauth2/v2/auth':
        case 'POST /o/oauth2/v2/auth':
          return authorize(request, response, url);
        case 'POST /token':
          return token(request, response);
        case 'GET /v1/userinfo': {
          const account = accessTokens.get(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');
          if (!account) return oauthError(response, 401, 'invalid_request', 'Invalid Credentials');
          return json(response, 200, { sub: account.sub, email: account.email, email_verified: account.emailVerified ?? true, name: account.name });
        }
        default:
          return json(response, 404, { error: 'not_found' });
      }
    })();
    handled.catch(() => {
      if (!response.headersSent) oauthError(response, 500, 'server_error', 'The stand-in failed.');
      else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    wellKnownUrl: `${base}/.well-known/openid-configuration`,
    jwksUrl: `${base}/oauth2/v3/certs`,
    signIdToken,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
