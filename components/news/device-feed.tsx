'use client';

import dynamic from 'next/dynamic';

/**
 * The feed's two client trees, each in its own chunk (issue 15): a phone downloads the swipe reader
 * and its slider, never the desktop list; a desktop the list, never the slider. Both render on the server as
 * before (their cards are in the HTML); the browser loads only the chunk of the one on the page.
 */
export const PhoneFeed = dynamic(() => import('@/components/mobile/mobile-feed').then((module) => module.MobileFeed));
export const DesktopFeed = dynamic(() => import('./feed-view').then((module) => module.FeedView));
export const DesktopBookmarks = dynamic(() => import('./bookmarks-view').then((module) => module.BookmarksView));
