'use client';

import { useState } from 'react';
import { useTranslations } from '@/lib/i18n/messages-context';

export type ShareButtonProps = {
  /** A site path (/{lang}/news/{id}) or an absolute URL. */
  href: string;
  title: string;
  /** Phones get the system share sheet (Web Share API); elsewhere the link is copied. */
  variant: 'desktop' | 'mobile';
  className?: string;
};

/** Share a story: the Web Share API on phones, copy the link elsewhere (and where sharing is unavailable). */
export function ShareButton({ href, title, variant, className }: ShareButtonProps) {
  const t = useTranslations('reader.share');
  const [status, setStatus] = useState('');

  async function share() {
    const url = new URL(href, window.location.origin).toString();
    if (variant === 'mobile' && typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The reader closed the share sheet: nothing to say. Any other failure: copy instead.
        if ((error as Error)?.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t('copied'));
    } catch {
      setStatus(t('copyThis', { url }));
    }
  }

  return (
    <>
      <button type="button" className={className} onClick={share} aria-label={`${t('share')}: ${title}`} data-testid="share-button">
        {t('share')}
      </button>
      {/* role="status" is polite by itself; while empty, globals.css takes it out of the row (no gap, no class on every card). */}
      <span role="status" data-testid="share-status">
        {status}
      </span>
    </>
  );
}
