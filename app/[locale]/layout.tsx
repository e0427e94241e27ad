import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/layout/client-messages';
import { HeadScripts } from '@/components/layout/head-scripts';
import { HydrationMark } from '@/components/layout/hydration-mark';
import { ServiceWorker } from '@/components/offline/service-worker';
import { LOCALES, isLocale } from '@/lib/categories';
import { siteConfig } from '@/lib/site-config';
import '../globals.css';

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const { siteUrl, siteName } = siteConfig();
  return {
    metadataBase: new URL(siteUrl),
    applicationName: siteName,
    icons: { icon: '/favicon.svg', apple: '/icons/apple-touch-icon.png' },
    // The installable web app in the page's language (app/manifests/[file]/route.ts).
    manifest: `/manifests/${isLocale(locale) ? locale : 'en'}.webmanifest`,
    appleWebApp: { capable: true, title: siteName, statusBarStyle: 'default' },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#b91c1c',
  colorScheme: 'light dark',
};

export default async function LocaleLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return (
    // The head script sets data-theme / data-text-size on <html> before React hydrates: expected, not a mismatch.
    <html lang={locale} suppressHydrationWarning>
      <head>
        {/* Before the first paint, the reader's theme and text size (the cached page stays the same for all);
            before anything can be tapped, the keeper of taps made before hydration. */}
        <HeadScripts />
      </head>
      <body>
        {/* The shell's messages only; each route's layout adds what its own client components use. */}
        <ClientMessages locale={locale}>
          {/* Login state for menus is filled in on the client (lib/auth/use-session.ts), so public pages stay cacheable (D15). */}
          {children}
          <ServiceWorker />
          <HydrationMark />
        </ClientMessages>
      </body>
    </html>
  );
}
