'use client';

import { useEffect, useState, type JSX } from 'react';
import styles from './collapsible-sections.module.css';

export type LegalSection = { id: string; title: string; body: string[] };

type CollapsibleSectionsProps = {
  sections: LegalSection[];
  tocTitle: string;
};

const buttonIdFor = (id: string): string => `legal-${id}-button`;
const panelIdFor = (id: string): string => `legal-${id}-panel`;

function hashTarget(): string {
  const raw = window.location.hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Table of contents plus an accordion of legal sections.
 * At most one section is open at a time; none is open initially. A TOC link
 * (or arriving with a matching #hash in the URL) opens its section.
 * All visible text comes from props.
 */
export function CollapsibleSections({ sections, tocTitle }: CollapsibleSectionsProps): JSX.Element {
  const [openId, setOpenId] = useState<string | null>(null);

  // Stable dependency even if the parent passes a fresh array each render.
  const idsKey = sections.map((section) => section.id).join('\u0000');

  useEffect(() => {
    const ids = new Set(idsKey.split('\u0000'));
    const openFromHash = (): void => {
      const target = hashTarget();
      if (target && ids.has(target)) setOpenId(target);
    };
    // Deep links such as /privacy#security: open after hydration, so the
    // server-rendered markup (everything closed) still matches.
    const frame = window.requestAnimationFrame(openFromHash);
    window.addEventListener('hashchange', openFromHash);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('hashchange', openFromHash);
    };
  }, [idsKey]);

  const toggle = (id: string): void => {
    setOpenId((current) => (current === id ? null : id));
  };

  return (
    <div className={styles['legal-root']}>
      <nav aria-label={tocTitle} className={styles['legal-toc']}>
        <h2 className={styles['legal-toc-title']}>{tocTitle}</h2>
        <ol className={styles['legal-toc-list']}>
          {sections.map((section) => (
            <li key={section.id} className={styles['legal-toc-item']}>
              <a
                href={`#${section.id}`}
                className={styles['legal-toc-link']}
                onClick={() => setOpenId(section.id)}
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className={styles['legal-sections']}>
        {sections.map((section) => {
          const isOpen = openId === section.id;
          const buttonId = buttonIdFor(section.id);
          const panelId = panelIdFor(section.id);
          return (
            <section key={section.id} id={section.id} className={styles['legal-section']}>
              <h2 className={styles['legal-heading']}>
                <button
                  type="button"
                  id={buttonId}
                  className={styles['legal-toggle']}
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => toggle(section.id)}
                >
                  <span className={styles['legal-toggle-label']}>{section.title}</span>
                  <span className={styles['legal-chevron']} aria-hidden="true" />
                </button>
              </h2>
              <div
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                hidden={!isOpen}
                className={styles['legal-panel']}
              >
                {section.body.map((paragraph, index) => (
                  <p key={index} className={styles['legal-paragraph']}>
                    {paragraph}
                  </p>
                ))}
              </div>
            </section>
          );
        })}
      </div>
    </div>
  );
}
