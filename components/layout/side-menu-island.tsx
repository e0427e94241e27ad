'use client';

import { useEffect, useRef } from 'react';
import { StaticIsland } from '@/components/ui/static-island';
import { onDemand } from '@/lib/on-demand';
import type { Locale } from '@/lib/categories';
import { chooseLanguage } from './choose-language';
import { navTools } from './nav-tools-loader';
import { usePublicPathname } from './use-public-pathname';

type MenuProps = { id: string; locale: Locale; isOpen: boolean; onNavigate: () => void };

const menuCode = onDemand(() => import('./side-menu'));

/**
 * The reader reaches for the menu (a pointer over the Menu button, a touch, focus, the click): the
 * menu's code and its controls start downloading. After a failure, the next intent tries again.
 */
export function wantMenu() {
  navTools.preload();
  menuCode.preload();
}

/**
 * The site menu without its code in the page's first load (issue 28): most readers never open it. The
 * server renders it (its category links are in every page's HTML: the desktop's only list of them for
 * crawlers, and the phone's on pages without the panel); the browser keeps that copy without hydrating
 * it (components/ui/static-island.tsx) until the reader reaches for the Menu button. Opened before its
 * code is in (a slow network, or none), the server's copy opens and closes as the button says, its
 * links plain links. A page reached by a client navigation asks for the code at once: the server's
 * copy marks the page it was rendered for (aria-current, the other language's link).
 */
export function SideMenuIsland(props: MenuProps) {
  const box = useRef<HTMLDivElement>(null);
  const loaded = menuCode.useArrived();
  const pathname = usePublicPathname();
  const servedFor = useRef(pathname);
  const { isOpen } = props;

  // No server copy (a client navigation), or one for another page: the menu's code at once (its controls still wait for the menu to open).
  useEffect(() => {
    // Stryker disable next-line OptionalChaining: equivalent: the box is there when effects run.
    if (!box.current?.firstElementChild || pathname !== servedFor.current) menuCode.preload();
  }, [pathname]);

  // Before the code is in, the server's menu follows the button by hand (React does not manage it).
  useEffect(() => {
    const served = box.current?.firstElementChild as HTMLElement | null | undefined;
    if (loaded || !served) return;
    served.toggleAttribute('hidden', !isOpen);
    served.setAttribute('data-open', String(isOpen));
    if (isOpen) wantMenu();
  }, [loaded, isOpen]);

  // Its language link is plain HTML meanwhile: a click on it remembers the choice and follows a
  // story's own version, as the live link does (the page's alternate is read when it is clicked).
  useEffect(() => {
    const served = box.current?.firstElementChild;
    if (loaded || !served) return;
    const onClick = (event: Event) => {
      const link = (event.target as Element).closest('a[hreflang]');
      if (link) chooseLanguage(event as MouseEvent, link.getAttribute('hreflang') as Locale, link.getAttribute('href')!);
    };
    served.addEventListener('click', onClick);
    return () => served.removeEventListener('click', onClick);
  }, [loaded]);

  let served = null;
  if (typeof window === 'undefined') {
    // The browser's build drops this branch (`typeof window` is a constant there), and the menu's module with it.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous on purpose: the menu is in the server's HTML
    const { SideMenu } = require('./side-menu') as typeof import('./side-menu');
    served = <SideMenu {...props} />;
  }
  return <StaticIsland box={box} served={served} live={loaded && <loaded.SideMenu {...props} />} />;
}
