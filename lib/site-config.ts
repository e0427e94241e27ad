import 'server-only';
import { env } from '@/lib/env';

/** What pages need of the configuration; safe to hand to client components. */
export function siteConfig() {
  const { siteName, siteUrl, contactEmail, google, vitalsSampleRate } = env();
  return { siteName, siteUrl, contactEmail, googleEnabled: Boolean(google.clientId && google.clientSecret), vitalsSampleRate };
}
