import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/categories';
import { siteConfig } from '@/lib/site-config';
import { listIndexes } from '@/i18n/list-length';
import { CollapsibleSections, type LegalSection } from './collapsible-sections';

/** Terms of Service or Privacy Policy: intro, table of contents and collapsible sections, in the page's language. */
export async function LegalDocument({ locale, document }: { locale: Locale; document: 'terms' | 'privacy' }) {
  const t = await getTranslations({ locale, namespace: 'legal' });
  const { siteName, contactEmail } = siteConfig();
  const values = { siteName, contactEmail };
  // Each string by its path, so that placeholders ({siteName}, {contactEmail}) are filled in.
  const sections: LegalSection[] = listIndexes(t, `${document}.sections`).map((i) => ({
    id: t(`${document}.sections.${i}.id`),
    title: t(`${document}.sections.${i}.title`, values),
    body: listIndexes(t, `${document}.sections.${i}.body`).map((j) => t(`${document}.sections.${i}.body.${j}`, values)),
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
