import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/categories';
import { siteConfig } from '@/lib/site-config';
import { CollapsibleSections, type LegalSection } from './collapsible-sections';

type RawSection = { id: string; title: string; body: string[] };

/** Terms of Service or Privacy Policy: intro, table of contents and collapsible sections, in the page's language. */
export async function LegalDocument({ locale, document }: { locale: Locale; document: 'terms' | 'privacy' }) {
  const t = await getTranslations({ locale, namespace: 'legal' });
  const { siteName, contactEmail } = siteConfig();
  const values = { siteName, contactEmail };
  const raw = t.raw(`${document}.sections`) as RawSection[];
  // Format each string by its path so that placeholders ({siteName}, {contactEmail}) are filled in.
  const sections: LegalSection[] = raw.map((section, i) => ({
    id: section.id,
    title: t(`${document}.sections.${i}.title`, values),
    body: section.body.map((_, j) => t(`${document}.sections.${i}.body.${j}`, values)),
  }));
  return (
    <article className="legal-page">
      <h1 className="page-title">{t(`${document}.title`)}</h1>
      <p>{t(`${document}.lastUpdated`)}</p>
      <p>{t(`${document}.intro`, values)}</p>
      <CollapsibleSections sections={sections} tocTitle={t(`${document}.tocTitle`)} />
    </article>
  );
}
