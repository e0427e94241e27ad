import { onDemand } from '@/lib/on-demand';

/**
 * The live check's code (./live-check.ts), downloaded at a feed's first check (30 s after it opens,
 * or when its tab comes back), not with the page (issue 28). Its own module, which the feed page's
 * first load holds (components/news/device-feed.tsx): a loader inside the phone reader's or the desktop
 * list's own chunk would be a script of its own, loaded with them.
 */
export const liveCode = onDemand(() => import('./live-check'));
