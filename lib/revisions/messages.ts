/** Client-safe. */
/** The messages of this API (English; the Hindi texts by code in messages/hi/apiErrors.json "publication"). */
export const REVISION_MESSAGES = {
  itemNotFound: 'No such story or post.',
  revisionNotFound: 'This item has no such revision.',
  staleVersion: 'This item was changed by someone else since you opened it. Reload it to see their changes, then try again.',
} as const;
