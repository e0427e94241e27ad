'use client';

import { memo, useEffect, useLayoutEffect, useRef } from 'react';
import { navTools } from '@/components/layout/nav-tools-loader';
import { onDemand } from '@/lib/on-demand';
import type { Locale } from '@/lib/categories';
import styles from './mobile.module.css';

type PanelProps = { locale: Locale; category?: string; onNavigate: () => void; onClose: () => void };

const panelCode = onDemand(() => import('./mobile-panel'));

/**
 * The reader reaches for the panel (a sideways drag begun, its button, the ← key): its code and its
 * controls start downloading. After a failure, the next intent tries again.
 */
export function wantPanel() {
  navTools.preload();
  panelCode.preload();
}

/** The buttons, links and fields of the panel, in order: focus is kept by position when the live panel replaces the server's. */
function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('a, button, input, select, textarea'));
}

/**
 * The phone's navigation panel without its code in the page's first load (issue 28). The server
 * renders it (its links are in the HTML, for crawlers and for a reader before the code is in); the
 * browser keeps that HTML as it is, neither downloading its code nor hydrating it — an element whose
 * content React sets itself (`dangerouslySetInnerHTML`) is not compared or walked into — until the
 * reader reaches for the panel (`wantPanel`). Then the live panel, with its controls, takes the
 * place of the server's copy, the same markup, and focus stays on the control it was on. A page
 * reached by a client navigation has no server copy: the code is asked for at once.
 */
export const PanelIsland = memo(function PanelIsland(props: PanelProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const focusedAt = useRef(-1);
  const loaded = panelCode.useArrived();

  // Stryker disable next-line ArrayDeclaration: equivalent: a constant list runs it once, as none does here.
  useEffect(() => {
    if (!wrapper.current?.firstElementChild) wantPanel();
  }, []);

  useLayoutEffect(() => {
    if (!loaded || focusedAt.current < 0 || !wrapper.current) return;
    focusables(wrapper.current)[focusedAt.current]?.focus();
    focusedAt.current = -1;
  }, [loaded]);

  if (typeof window === 'undefined') {
    // The browser's build drops this branch (`typeof window` is a constant there), and the panel's module with it.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous on purpose: the panel is in the server's HTML
    const { MobilePanel } = require('./mobile-panel') as typeof import('./mobile-panel');
    return (
      <div className={styles.panelIsland}>
        <MobilePanel {...props} isWanted={false} />
      </div>
    );
  }
  if (!loaded) {
    return (
      <div
        ref={wrapper}
        className={styles.panelIsland}
        // The server's panel stays as it is (React neither compares nor hydrates what is inside).
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
        onFocus={(event) => {
          focusedAt.current = focusables(event.currentTarget).indexOf(event.target as HTMLElement);
        }}
      />
    );
  }
  return (
    <div ref={wrapper} className={styles.panelIsland}>
      <loaded.MobilePanel {...props} isWanted />
    </div>
  );
});
