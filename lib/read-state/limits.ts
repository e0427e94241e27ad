// The read-state limits, apart from the schemas: the browser's sync reads them without loading zod.

/** At most this many read stories kept per reader (the newest). */
export const MAX_READ_STORIES = 1000;
export const MAX_READ_PER_REQUEST = 200;
