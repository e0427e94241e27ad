import { z } from '@/lib/zod';

/**
 * Corrections (issue 26), the part the form shares with the server. Client-safe.
 * A note goes with a change to a story that is published and stays published; editors and admins
 * write it (a writer cannot change a published story at all). Ordinary edits carry none.
 */
export const CORRECTION_MAX = 500;

export const CORRECTION_MESSAGES = {
  tooLong: 'A correction note is at most 500 characters.',
  notPublished: 'A correction note goes with a change to a published story that stays published.',
  notAllowed: 'Only editors and admins add correction notes.',
} as const;

/** The `correction` form field: trimmed, empty means none. */
export const correctionField = z
  .string()
  .trim()
  .max(CORRECTION_MAX, { error: CORRECTION_MESSAGES.tooLong })
  .optional()
  .transform((value) => (value ? value : undefined));

/** A correction as readers and the JSON-LD get it. */
export type StoryCorrection = { text: string; datePublished: string };
