import { onDemand } from '@/lib/on-demand';

/** The menu's and the phone panel's controls, downloaded on the reader's intent (components/layout/nav-tools.ts). */
export const navTools = onDemand(() => import('./nav-tools'));
