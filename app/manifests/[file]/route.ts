import { NextResponse } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { isLocale } from '@/lib/categories';
import { siteConfig } from '@/lib/site-config';

// The product name is SITE_NAME at run time, not at build time.
export const dynamic = 'force-dynamic';

// GET /manifests/{lang}.webmanifest – the installable web app's manifest in one language
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const locale = file.replace(/\.webmanifest$/, '');
  if (!isLocale(locale)) return NextResponse.json({ error: 'not_found', message: 'Not found' }, { status: 404 });
  const t = await getTranslations({ locale, namespace: 'offline' });
  const { siteName } = siteConfig();
  const manifest = {
    id: `/${locale}/general`,
    name: t('appName', { siteName }),
    short_name: siteName,
    description: t('appDescription'),
    lang: locale,
    dir: 'ltr',
    start_url: `/${locale}/general`,
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#f9fafb',
    theme_color: '#b91c1c',
    categories: ['news'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return new NextResponse(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
