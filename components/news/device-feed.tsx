'use client';

import { lazy, type ComponentProps } from 'react';
import type { MobileFeed } from '@/components/mobile/mobile-feed';
import type { BookmarksView } from './bookmarks-view';
import type { FeedActions } from './feed-actions';
import type { FeedView } from './feed-view';

/**
 * The feed's two client trees, each in its own chunk (issue 15): a phone downloads the swipe reader
 * and its slider, never the desktop list; a desktop the list, never the slider. Both render on the
 * server as before (their cards are in the HTML); the browser loads only the chunk of the one on the
 * page, and hydrates it when it arrives. React's `lazy`, not `next/dynamic`: the page imports both
 * (the device is a route parameter), and `import()` is what keeps them apart; next/dynamic's own code
 * was 1.4 KB gzipped on every page (issue 28). Each is wrapped in a component of its own: the page
 * (a server component) refers to these exports, and React cannot render a client reference that is
 * itself a lazy one (minified error 306). The desktop feed's Follow and alerts buttons come the same
 * way: imported by the page, they were in the phone's first load too (issue 28).
 */
const LazyPhoneFeed = lazy(() => import('@/components/mobile/mobile-feed').then((module) => ({ default: module.MobileFeed })));
const LazyDesktopFeed = lazy(() => import('./feed-view').then((module) => ({ default: module.FeedView })));
const LazyDesktopBookmarks = lazy(() => import('./bookmarks-view').then((module) => ({ default: module.BookmarksView })));
const LazyDesktopFeedActions = lazy(() => import('./feed-actions').then((module) => ({ default: module.FeedActions })));

export function PhoneFeed(props: ComponentProps<typeof MobileFeed>) {
  return <LazyPhoneFeed {...props} />;
}

export function DesktopFeed(props: ComponentProps<typeof FeedView>) {
  return <LazyDesktopFeed {...props} />;
}

export function DesktopBookmarks(props: ComponentProps<typeof BookmarksView>) {
  return <LazyDesktopBookmarks {...props} />;
}

export function DesktopFeedActions(props: ComponentProps<typeof FeedActions>) {
  return <LazyDesktopFeedActions {...props} />;
}

/*
 * The feed's live check is downloaded at its first check (lib/live/live-code.ts), and what the reader
 * sees of it after (./live-view-code.ts). Their loaders are here, in the feed page's first load, so
 * the phone reader's and the desktop list's chunks do not each bring a script of their own for them
 * (Turbopack's loader of an import() inside code loaded on demand).
 */
export { liveCode } from '@/lib/live/live-code';
export { liveView } from './live-view-code';
