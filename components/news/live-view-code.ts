import { onDemand } from '@/lib/on-demand';

/**
 * What a reader sees of live updates (./live-view.tsx), downloaded after the live check's own code
 * (lib/live/live-code.ts), at the feed's first check: no story can arrive before (issue 28). Its own
 * module for the same reason as that loader: the feed page's first load holds it
 * (./device-feed.tsx), so the phone reader's and the desktop list's chunks bring no script of their
 * own for it.
 */
export const liveView = onDemand(() => import('./live-view'));
