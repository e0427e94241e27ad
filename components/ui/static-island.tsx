'use client';

import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import styles from './static-island.module.css';

/** The buttons, links and fields inside, in order: focus is kept by position when the live copy replaces the server's. */
function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('a, button, input, select, textarea'));
}

/**
 * Server HTML the browser keeps as it is, without downloading its component's code or hydrating it,
 * until that code is wanted (issue 28: the phone panel, the site menu). On the server, `served` (the
 * component, required by the caller in a `typeof window === 'undefined'` branch, which the browser's
 * build drops with the module) renders into a box of no layout of its own (`display: contents`). In the
 * browser, until `live` is given, the box is rendered with `dangerouslySetInnerHTML` empty: React
 * neither compares nor walks into an element whose content it sets itself, so the server's copy stays,
 * its links plain links. Then `live` (the same component, its code in) replaces it, and focus stays on
 * the control it was on. `box` is the box's element: a caller can tell whether a server copy is in it
 * (none after a client navigation) or, before the code is in, open or close it by hand.
 */
export function StaticIsland({ served, live, box }: { served: ReactNode; live: ReactNode | null; box: RefObject<HTMLDivElement | null> }) {
  const focusedAt = useRef(-1);
  const isLive = live !== null;

  // Focus stays on the control it was on: by position, the live copy having the server's markup.
  useLayoutEffect(() => {
    // Stryker disable next-line ConditionalExpression: equivalent: before the live copy, the control that has focus is focused again, which changes nothing.
    if (isLive) focusables(box.current!)[focusedAt.current]?.focus();
  }, [isLive, box]);

  if (typeof window === 'undefined') return <div className={styles.island}>{served}</div>;
  if (!isLive) {
    return (
      <div
        ref={box}
        className={styles.island}
        // The server's copy stays as it is (React neither compares nor hydrates what is inside).
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
        onFocus={(event) => {
          focusedAt.current = focusables(event.currentTarget).indexOf(event.target as HTMLElement);
        }}
      />
    );
  }
  return (
    <div ref={box} className={styles.island}>
      {live}
    </div>
  );
}
