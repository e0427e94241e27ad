import { onDemand } from '@/lib/on-demand';

/** The menu's and the phone panel's controls, downloaded on the reader's intent (components/layout/nav-tools.ts). */
export const navTools = onDemand(() => import('./nav-tools'));

/**
 * The phone's panel (components/mobile/panel-island.tsx). Its loader lives here, in a module of every
 * page's first load, not beside the panel's island: Turbopack gives an `import()` made inside code
 * that is itself loaded on demand (the phone reader) a chunk of its own, one request more.
 */
export const panelCode = onDemand(() => import('@/components/mobile/mobile-panel'));
