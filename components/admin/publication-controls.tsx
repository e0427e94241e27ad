'use client';

import { useState } from 'react';
import { can, type Role } from '@/lib/auth/permissions';
import { useLocale, useTranslations } from '@/lib/i18n/messages-context';
import { formatNewsroomTime, isoToNewsroomLocal, newsroomLocalToIso } from '@/lib/publication/newsroom-time';
import type { PublicationStatus } from '@/models/publication';
import styles from './admin.module.css';

export type PublicationIntent = { status: PublicationStatus; publishAt?: string };

/**
 * The status buttons of the news and blog forms (issue 26), as Ghost and WordPress place them:
 * Save draft and Submit for review for everyone; Publish, Schedule (a date-time picker in India
 * time) and Unpublish for editors and admins (lib/auth/permissions.ts; the server checks again).
 * `onIntent` gets the status and, when scheduling, publishAt in ISO 8601 with +05:30.
 */
export function PublicationControls(props: {
  idPrefix: string;
  role: Role;
  isBusy: boolean;
  current?: { status: PublicationStatus; publishAt: string | null };
  publishLabel?: string;
  onIntent: (intent: PublicationIntent) => void;
  onProblem: (message: string) => void;
}) {
  const { idPrefix, role, isBusy, current, onIntent, onProblem } = props;
  const t = useTranslations('admin.publishing');
  const tStatus = useTranslations('admin.statuses');
  const locale = useLocale();
  const [when, setWhen] = useState(current?.publishAt ? isoToNewsroomLocal(current.publishAt) : '');
  const mayPublish = can(role, 'publish');

  function schedule() {
    const iso = newsroomLocalToIso(when);
    if (!iso || Date.parse(iso) <= Date.now()) {
      onProblem(t('publishAtRequired'));
      return;
    }
    onIntent({ status: 'scheduled', publishAt: iso });
  }

  return (
    <fieldset className={styles.fieldset} data-testid={`${idPrefix}-publication`}>
      <legend>{t('legend')}</legend>
      {current && (
        <p className={styles.hint} data-testid={`${idPrefix}-status`}>
          {t('status', { status: tStatus(current.status) })}
          {current.status === 'scheduled' && current.publishAt ? ` · ${t('scheduledFor', { when: formatNewsroomTime(current.publishAt, locale) })}` : ''}
        </p>
      )}
      {mayPublish && (
        <div className="form-field">
          <label htmlFor={`${idPrefix}-publish-at`}>{t('publishAt')}</label>
          <input id={`${idPrefix}-publish-at`} name="publishAt" type="datetime-local" value={when} onChange={(event) => setWhen(event.target.value)} aria-describedby={`${idPrefix}-publish-at-hint`} />
          <p id={`${idPrefix}-publish-at-hint`} className={styles.hint}>
            {t('publishAtHint')}
          </p>
        </div>
      )}
      {!mayPublish && <p className={styles.hint}>{t('writerNote')}</p>}
      <div className={styles.actions}>
        <button className="button button-secondary" type="button" disabled={isBusy} onClick={() => onIntent({ status: 'draft' })}>
          {t('saveDraft')}
        </button>
        <button className="button button-secondary" type="button" disabled={isBusy} onClick={() => onIntent({ status: 'review' })}>
          {t('submitReview')}
        </button>
        {mayPublish && (
          <>
            <button className="button button-secondary" type="button" disabled={isBusy} onClick={schedule}>
              {t('schedule')}
            </button>
            {current?.status === 'published' && (
              <button className="button button-secondary" type="button" disabled={isBusy} onClick={() => onIntent({ status: 'unpublished' })}>
                {t('unpublish')}
              </button>
            )}
            <button className="button" type="button" disabled={isBusy} onClick={() => onIntent({ status: 'published' })}>
              {props.publishLabel ?? t('publish')}
            </button>
          </>
        )}
      </div>
    </fieldset>
  );
}
