/**
 * The navigation's controls that a page shows only once the reader opens the menu or the phone's
 * panel (issue 28): one chunk, loaded on demand through `navTools` (components/layout/nav-tools-loader.ts).
 * The desktop feed's own Follow and alerts buttons, on screen from the start, import theirs directly.
 */
export { BreakingAlertsButton } from '@/components/push/breaking-alerts-button';
export { ReaderSettings } from '@/components/reader/reader-settings';
export { SearchBox } from '@/components/search/search-box';
export { FollowButton } from '@/components/topics/follow-button';
