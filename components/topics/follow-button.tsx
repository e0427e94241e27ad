'use client';

import { useState } from 'react';
import { useTranslations } from '@/lib/i18n/messages-context';
import { isFollowable } from '@/lib/topics/topics';
import { toggleFollow } from '@/lib/topics/topics-store';
import { useTopics } from '@/lib/topics/use-topics';
import styles from './topics.module.css';

/**
 * Follow / Following for one category (issue 27): on the feed heading, the story page, the menu and
 * the phone panel. The choice is kept in the browser and, signed in, in the account
 * (components/topics/topics-sync.tsx). Its state is read only in the browser: the page around it is the
 * same cached page for everyone, so the server sends a hidden copy of its box in its place (issue 28:
 * a feed's list moved under a reader's click when it appeared). `compact`: the menu's star, named by
 * its label alone.
 */
export function FollowButton({ category, compact = false, className }: { category: string; compact?: boolean; className?: string }) {
  const t = useTranslations('reader.topics');
  const tc = useTranslations('categories');
  const topics = useTopics();
  const [message, setMessage] = useState('');
  if (!isFollowable(category)) return null;
  if (!topics) {
    // On the server and while hydrating, the reader's choices are not known. The menu's star waits
    // unseen (the menu is closed then). The button's place is kept by a bare copy of its box, unseen
    // and out of reach: nothing under it moves (or takes a tap meant for it) when it shows.
    if (compact) return null;
    return (
      <span className={`${styles.follow} ${styles.pending} ${className ?? ''}`} inert data-pending="true">
        <button type="button" className={`pill ${styles.followButton}`}>
          <svg aria-hidden="true" width="16" height="16" />
          <Label shown={t('followShort')} other={t('followingShort')} />
        </button>
      </span>
    );
  }
  const name = tc(category);
  const isFollowing = topics.followed.includes(category);

  const onClick = () => {
    const now = toggleFollow(category);
    setMessage(now ? t('followed', { category: name }) : t('unfollowed', { category: name }));
  };

  return (
    <span className={`${compact ? styles.followCompact : styles.follow} ${className ?? ''}`}>
      <button
        type="button"
        className={compact ? styles.star : `pill ${styles.followButton}`}
        aria-pressed={isFollowing}
        aria-label={t('follow', { category: name })}
        onClick={onClick}
        data-testid="follow-button"
        data-category={category}
      >
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill={isFollowing ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
          <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
        </svg>
        {!compact && <Label shown={isFollowing ? t('followingShort') : t('followShort')} other={isFollowing ? t('followShort') : t('followingShort')} />}
      </button>
      {/* The menu's stars say their state by aria-pressed alone: one live region per star would be thirteen. */}
      {!compact && (
        <span role="status" aria-live="polite" className={styles.status}>
          {message}
        </span>
      )}
    </span>
  );
}

/**
 * The button's word, as wide as the wider of "Follow" and "Following": the other word sits in the
 * same place, unseen and unread, so the button keeps its width when the reader's choice shows or
 * changes (For you's topics moved sideways as "Following" appeared).
 */
function Label({ shown, other }: { shown: string; other: string }) {
  return (
    <span className={styles.label}>
      <span>{shown}</span>
      <span className={styles.spare} aria-hidden="true">
        {other}
      </span>
    </span>
  );
}
