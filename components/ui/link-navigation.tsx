'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { SpinnerBox } from '@/components/ui/spinner';
import { useTranslations } from '@/lib/i18n/messages-context';
import { NAVIGATION_SPINNER_ATTRIBUTE, softLinkOf, softNavigationHref } from '@/lib/navigation/soft-link';
import { usePublicPathname } from '@/components/layout/use-public-pathname';

/** A reader's intent to follow a link: a pointer over it, a finger on it, keyboard focus. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'];

/**
 * The one listener behind every site link (components/ui/link.tsx; lib/navigation/soft-link.ts): a
 * click on a link to a page of this site becomes the app router's navigation, and the reader's intent
 * (a pointer over a link, a finger on it, keyboard focus) prefetches its page, once. Listening on the
 * window, it hears a click after the page's own handlers (a menu closing), and leaves alone one they
 * took; a click a handler stops from propagating never reaches it, and the browser follows the link (a
 * page load, never a lost tap). For a link marked `data-nav-spinner` (the categories of the menu and the phone panel), the
 * feed's spinner shows over the page until the new page is there (SPEC §2 "It shows a spinner while
 * loading"): a portal, because the menu holding the link closes at the click.
 */
export function LinkNavigation() {
  const router = useRouter();
  const pathname = usePublicPathname();
  const t = useTranslations('menu');
  const [pendingPath, setPendingPath] = useState<string | null>(null);

  // Stryker disable ArrayDeclaration: the effect's dependency, the app router's instance, is the same for the page's life (it is listed for the hooks rule)
  useEffect(() => {
    const prefetched = new Set<string>();
    const onIntent = (event: Event) => {
      const anchor = softLinkOf(event.target);
      const href = anchor && softNavigationHref(anchor, location);
      if (!href || prefetched.has(href)) return;
      prefetched.add(href);
      router.prefetch(href);
    };
    const onClick = (event: MouseEvent) => {
      const anchor = softLinkOf(event.target);
      const href = anchor && softNavigationHref(anchor, location, event);
      if (!href) return;
      event.preventDefault();
      // Kept for any marked link: the render below shows nothing while the page asked for is the one on screen.
      if (anchor.hasAttribute(NAVIGATION_SPINNER_ATTRIBUTE)) setPendingPath(href.split(/[?#]/)[0]);
      router.push(href);
    };
    window.addEventListener('click', onClick);
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: passive only promises the browser that the listener never cancels the event (a touch scrolls at once); nothing a test can observe
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      window.removeEventListener('click', onClick);
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent);
    };
  }, [router]);
  // Stryker restore ArrayDeclaration

  // The new page is there (or the reader went elsewhere, back or forward): no more waiting.
  const [shownPathname, setShownPathname] = useState(pathname);
  if (shownPathname !== pathname) {
    setShownPathname(pathname);
    setPendingPath(null);
  }

  if (!pendingPath || pendingPath === pathname) return null;
  return createPortal(<SpinnerBox label={t('loading')} overPage />, document.body);
}

/*
 * The shell's error views (the render error, not-found, forbidden: app/[locale]/[device]) travel with
 * this module, which every page of the shell loads (issue 28): a module that a page's boundaries
 * refer to is otherwise a script of its own, four small requests on every page for views a reader
 * rarely sees (0.8 KB gzipped with their loaders, bench/results/first-load-js-2026-12-01-stop52.md).
 * Turbopack gives a boundary's module no script of its own when a module of the same layout already
 * holds it. Not re-exported for use: import them from where they are.
 */
export { StatusMessage } from './status-message';
export { default as RenderError } from '@/app/[locale]/[device]/error';
