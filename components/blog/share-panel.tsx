'use client';

import { useSyncExternalStore, useState } from 'react';
import { useTranslations } from '@/lib/i18n/messages-context';

const noSubscribe = () => () => {};

/** Share Article (SPEC §2): Copy Link ("Link copied to clipboard!"), plus the Web Share API where the browser has it. */
export function SharePanel({ title }: { title: string }) {
  const t = useTranslations('blog.detail');
  const [status, setStatus] = useState('');
  const canShare = useSyncExternalStore(noSubscribe, () => typeof navigator.share === 'function', () => false);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setStatus(t('linkCopied'));
    } catch {
      setStatus(t('copyFailed'));
    }
  }

  async function share() {
    try {
      await navigator.share({ title, url: window.location.href });
    } catch {
      // cancelled by the reader: nothing to say
    }
  }

  return (
    <section className="card" aria-labelledby="share-title" data-testid="share-panel">
      <h2 id="share-title">{t('share')}</h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        <button type="button" className="button" onClick={copyLink}>
          {t('copyLink')}
        </button>
        {canShare && (
          <button type="button" className="button button-secondary" onClick={share}>
            {t('shareVia')}
          </button>
        )}
      </div>
      <p role="status" aria-live="polite" data-testid="share-status">
        {status}
      </p>
    </section>
  );
}
