'use client';

import { memo, useEffect, useRef, useSyncExternalStore } from 'react';
import { navTools, panelCode } from '@/components/layout/nav-tools-loader';
import { StaticIsland } from '@/components/ui/static-island';
import type { Locale } from '@/lib/categories';

type PanelProps = { locale: Locale; category?: string; onNavigate: () => void; onClose: () => void };

/** Whether the reader has reached for the panel on any page of this visit: its controls show from then on. */
let isWanted = false;
const wantedListeners = new Set<() => void>();
function onWanted(listener: () => void) {
  wantedListeners.add(listener);
  // Stryker disable next-line ArrowFunction,BlockStatement,CallExpression: unobservable: a listener kept after its panel is gone only costs memory (React ignores a gone component's update).
  return () => wantedListeners.delete(listener);
}
const readWanted = () => isWanted;

/**
 * The reader reaches for the panel (a sideways drag begun, its button, the ← key): its code and its
 * controls start downloading. After a failure, the next intent tries again.
 */
export function wantPanel() {
  navTools.preload();
  panelCode.preload();
  // Stryker disable next-line ConditionalExpression: equivalent: telling the listeners again changes nothing (the value they read is the same).
  if (isWanted) return;
  isWanted = true;
  for (const listener of wantedListeners) listener();
}

/**
 * The phone's navigation panel without its code in the page's first load (issue 28): the server
 * renders it (its links are in the HTML, for crawlers and for a reader before the code is in), the
 * browser keeps that copy without hydrating it (components/ui/static-island.tsx) until the reader
 * reaches for the panel (`wantPanel`); then the live panel, with its controls, takes its place. A page
 * reached by a client navigation has no server copy: the panel's code is asked for at once, its
 * controls when the reader reaches for it.
 */
export const PanelIsland = memo(function PanelIsland(props: PanelProps) {
  const box = useRef<HTMLDivElement>(null);
  const loaded = panelCode.useArrived();
  const wanted = useSyncExternalStore(onWanted, readWanted, readWanted);

  // No server copy (a client navigation): the panel's code at once; its controls still wait for the reader.
  // Stryker disable ArrayDeclaration: equivalent: a constant list runs the effect once, as none does here.
  useEffect(() => {
    // Stryker disable next-line OptionalChaining: equivalent: the box is there when effects run.
    if (!box.current?.firstElementChild) panelCode.preload();
  }, []);
  // Stryker restore ArrayDeclaration

  let served = null;
  if (typeof window === 'undefined') {
    // The browser's build drops this branch (`typeof window` is a constant there), and the panel's module with it.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous on purpose: the panel is in the server's HTML
    const { MobilePanel } = require('./mobile-panel') as typeof import('./mobile-panel');
    // Stryker disable next-line BooleanLiteral: equivalent: the server runs no effect, so the controls are never asked for there.
    served = <MobilePanel {...props} isWanted={false} />;
  }
  return <StaticIsland box={box} served={served} live={loaded && <loaded.MobilePanel {...props} isWanted={wanted} />} />;
});
