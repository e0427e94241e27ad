import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { DeviceWatch } from '@/components/layout/device-watch';
import { AccountSync } from '@/components/layout/account-sync';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { LinkNavigation } from '@/components/ui/link-navigation';
import { VitalsReporter } from '@/components/vitals/vitals-reporter';
import { DEVICES, isDevice, isLocale } from '@/lib/categories';
import { siteConfig } from '@/lib/site-config';

export function generateStaticParams() {
  return DEVICES.map((device) => ({ device }));
}

/** The app shell. `device` comes from proxy.ts (user agent), so the first HTML has the right layout (D9);
 * DeviceWatch checks it again on resize. */
export default async function ShellLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string; device: string }> }) {
  const { locale, device } = await params;
  if (!isLocale(locale) || !isDevice(device)) notFound();
  setRequestLocale(locale);
  const { siteName, contactEmail, vitalsSampleRate } = siteConfig();
  return (
    <div className="shell" data-device={device}>
      <DeviceWatch device={device} />
      {/* Bookmarks, read stories and followed topics follow a signed-in reader's account (issues 16, 27); loaded only then. */}
      <AccountSync />
      <VitalsReporter locale={locale} device={device} sampleRate={vitalsSampleRate} />
      <SiteHeader locale={locale} device={device} siteName={siteName} />
      {/* Every site link's navigation and prefetch on intent (components/ui/link.tsx). */}
      <LinkNavigation />
      <main id="main" className="shell-main" tabIndex={-1}>
        {children}
      </main>
      {device === 'desktop' && <SiteFooter locale={locale} siteName={siteName} contactEmail={contactEmail} />}
    </div>
  );
}
