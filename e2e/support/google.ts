import type { Page } from '@playwright/test';
import type { GoogleAccount } from '../../tests/helpers/google-stand-in';

/**
 * Google of the browser tests: the stand-in of tests/helpers/google-stand-in.ts (OpenID Connect
 * discovery, account chooser, token endpoint, key set), started by serve.ts on E2E_PORT + 4000. The
 * e2e server's Google sign-in is set up against it (GOOGLE_CLIENT_ID/SECRET, GOOGLE_WELL_KNOWN_URL),
 * so "Log in with Google" goes the whole way a reader's does: to Google, the account chosen, back.
 */
export const E2E_GOOGLE_CLIENT = { id: 'e2e-client.apps.googleusercontent.com', secret: 'e2e-google-client-secret-5b1f' } as const;

/** The accounts on the stand-in's chooser (one each for the paths a reader can take). */
export const E2E_GOOGLE_ACCOUNTS = {
  /** Nobody here has this address (the specs sign it in only to have the sign-in refused). Accounts that sign in, out and in again are typed in under "Use another account", one per run. */
  newReader: { sub: '104200000000000000001', email: 'asha.google@e2e.test', name: 'Asha Google' },
  /** A password account has this address (the spec registers it): Google may not take it over. */
  passwordOwner: { sub: '104200000000000000002', email: 'owner.by.password@e2e.test', name: 'Ravi Owner' },
  /** Google has not verified this address: no account is made from it. */
  unverified: { sub: '104200000000000000003', email: 'not.verified@e2e.test', name: 'Unverified Person', emailVerified: false },
} satisfies Record<string, GoogleAccount>;

export function e2eGooglePort(appPort: number | string): number {
  return Number(appPort) + 4000;
}

/**
 * The page sees a site without Google sign-in: next-auth's provider list (GET /api/auth/providers, which
 * the Google buttons and provider pages ask at click or load time) answers as such a server answers,
 * without `google`. For the "not set up" messages, on a server that has it set up.
 */
export async function withoutGoogle(page: Page): Promise<void> {
  await page.route('**/api/auth/providers', async (route) => {
    const providers = (await (await route.fetch()).json()) as Record<string, unknown>;
    delete providers.google;
    await route.fulfill({ json: providers });
  });
}
