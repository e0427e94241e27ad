/**
 * What the phone card's islands read: its labels, Share / Listen / Read, the category names (issue 26).
 * A plain module: the server wrapper (card-preview-messages.tsx) reads it, and a value imported from
 * a 'use client' file is only a client reference on the server.
 */
export const CARD_PREVIEW_NAMESPACES = ['feed', 'reader', 'categories'] as const;
