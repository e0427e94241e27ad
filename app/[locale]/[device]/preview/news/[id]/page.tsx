import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { StoryView } from '@/components/news/story-view';
import { requireStaffOrNotFound } from '@/lib/auth/session';
import { pageLocale } from '@/lib/i18n-page';
import { listCorrections } from '@/lib/corrections/corrections';
import { findStoryForStaff, findStoryTranslation } from '@/lib/news/get-story';

type Props = { params: Promise<{ locale: string; device: string; id: string }> };

// Per request, never cached (it reads the session): Next answers it `no-store`.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // A title of its own (axe document-title) that says nothing of the story to whoever gets the 404.
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'admin' });
  return { title: t('preview.title'), robots: { index: false, follow: false } };
}

/**
 * Preview (issue 26): staff see a story in any state exactly as a reader will, in the page's
 * language and on the device they open it with; `noindex`, `no-store`, and a 404 for everyone else
 * (not even the admin login: a preview address says nothing to a stranger).
 */
export default async function StoryPreviewPage({ params }: Props) {
  const locale = await pageLocale(params);
  await requireStaffOrNotFound();
  const { id, device } = await params;
  const story = await findStoryForStaff(id);
  if (!story) notFound();
  const t = await getTranslations({ locale, namespace: 'admin' });
  // Read fresh (never the readers' cache): staff see the corrections and the translation link as they are now.
  const [corrections, translation] = await Promise.all([listCorrections(story.id), story.language === 'both' ? null : findStoryTranslation(story)]);
  return (
    <div data-testid="story-preview">
      <p role="note" className="alert-success" data-testid="preview-banner">
        {t('preview.banner', { status: t(`statuses.${story.status}`) })}
      </p>
      <StoryView story={story} locale={locale} device={device} corrections={corrections} translation={translation} isPreview />
    </div>
  );
}
