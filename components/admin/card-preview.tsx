'use client';

import { useId, useState, useSyncExternalStore } from 'react';
import { ArticleCard } from '@/components/news/article-card';
import mobileStyles from '@/components/mobile/mobile.module.css';
import type { Locale } from '@/lib/categories';
import { MessagesProvider, useLocale, useTranslations } from '@/lib/i18n/messages-context';
import { customNewsToArticle } from '@/lib/news/custom-article';
import { useCardPreviewMessages } from './card-preview-context';
import { CARD_WORD_LIMIT, countWords, useObjectUrl, type NewsFormValues } from './news-form-fields';
import styles from './admin.module.css';

const noSubscribe = () => () => {};

/** The phone header's name of the feed the card is in (as components/layout/site-header.tsx shows it), in the story's language. */
function FeedName({ category }: { category: string }) {
  const t = useTranslations('categories');
  return (
    <p className={styles.phoneHeader} data-testid="card-preview-category">
      {t.has(category) ? t(category) : category}
    </p>
  );
}

/**
 * The card preview beside the news form (issue 26): the story as the phone reader shows it, drawn
 * by the reader's own card (ArticleCard, variant "mobile", in the reader's slide) from the form's
 * values as the feed maps a saved story (customNewsToArticle). The card's labels are in the story's
 * language (a Hindi story: Hindi, on the English admin too); the photo is the chosen file, else the
 * saved one. The card is `inert`: a picture to check, not a second set of buttons in the tab order.
 * Desktop shows it beside the form (sticky); a phone below the form, behind "Preview card".
 */
export function CardPreview({ values, savedPhoto = null, storyId, publishedAt, className }: { values: NewsFormValues; savedPhoto?: string | null; storyId?: string; publishedAt?: string; className?: string }) {
  const t = useTranslations('admin.cardPreview');
  const tForm = useTranslations('admin.form');
  const tCategory = useTranslations('categories');
  const pageLocale = useLocale() as Locale;
  const shared = useCardPreviewMessages();
  const baseId = useId();
  const [isOpen, setOpen] = useState(false);
  // Rendered in the browser only: the card's time is "now" for a new story, which the server's render would not match.
  const isMounted = useSyncExternalStore(noSubscribe, () => true, () => false);
  const [openedAt] = useState(() => new Date().toISOString());
  const chosenPhoto = useObjectUrl(values.photo);

  const storyLocale: Locale = values.language === 'both' ? pageLocale : values.language;
  const category = values.categories[0] ?? 'general';
  const mapped = customNewsToArticle(
    { id: storyId ?? 'preview', title: values.title, description: values.description, url: values.url.trim(), categories: values.categories, photo: chosenPhoto ?? savedPhoto, publishedAt: publishedAt ?? openedAt },
    category,
  );
  // An empty field previews empty, not as the feed's "No Title" / "No Description": the form does not save without them.
  const article = { ...mapped, title: values.title, description: values.description };
  const wordsOver = countWords(values.description) - CARD_WORD_LIMIT;
  const headingId = `${baseId}-heading`;
  const bodyId = `${baseId}-body`;

  const card = (
    <>
      <FeedName category={category} />
      <div className={mobileStyles.card}>
        <ArticleCard article={article} locale={storyLocale} variant="mobile" isPreview />
      </div>
    </>
  );

  return (
    <section className={className ? `${styles.cardPreview} ${className}` : styles.cardPreview} aria-labelledby={headingId} data-testid="card-preview" data-words-over={wordsOver > 0 ? 'true' : 'false'}>
      <div className={styles.cardPreviewTop}>
        <h3 id={headingId}>{t('title')}</h3>
        <button type="button" className={`button button-secondary ${styles.cardPreviewToggle}`} aria-expanded={isOpen} aria-controls={bodyId} onClick={() => setOpen(!isOpen)} data-testid="card-preview-toggle">
          {t('toggle')}
        </button>
      </div>
      <div id={bodyId} className={styles.cardPreviewBody} data-open={isOpen ? 'true' : 'false'}>
        <p className={styles.hint}>{t('hint', { category: tCategory.has(category) ? tCategory(category) : category, language: tForm(`languages.${values.language}`) })}</p>
        <div className={styles.phoneFrame} inert lang={storyLocale} data-testid="card-preview-phone" data-locale={storyLocale}>
          {isMounted &&
            (shared ? (
              <MessagesProvider locale={storyLocale} messages={shared.messages[storyLocale]} timeZone={shared.timeZone}>
                {card}
              </MessagesProvider>
            ) : (
              card
            ))}
        </div>
        {wordsOver > 0 && (
          <p className="alert-error" data-testid="card-preview-over">
            {t('over', { limit: CARD_WORD_LIMIT })}
          </p>
        )}
        <p className={styles.hint}>{t('note')}</p>
      </div>
    </section>
  );
}
