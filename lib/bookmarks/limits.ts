// The bookmark limits and timing, apart from the schemas: the browser reads them without loading zod.

/** At most this many live bookmarks per reader and language. */
export const MAX_BOOKMARKS = 1000;
/**
 * At most this many removals (tombstones) are remembered per reader and language: the newest.
 * A removal older than that can be undone by a device that still holds the bookmark from before it.
 */
export const MAX_BOOKMARK_TOMBSTONES = 1000;
/** At most this many bookmarks in one PUT. */
export const MAX_BOOKMARKS_PER_REQUEST = 200;

/** SPEC §9: the bookmarks page shows the stored list after 300 ms (desktop list and phone reader). */
export const BOOKMARKS_LOAD_DELAY_MS = 300;
