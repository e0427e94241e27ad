import { z } from '@/lib/zod';
import { correctionField } from '@/lib/corrections/rules';
import { ADMIN_NEWS_CATEGORIES } from '@/lib/categories';
import { publishAtField, statusField } from '@/lib/publication/schemas';

/**
 * The fields of the Add News and News edit forms (SPEC §3, §5), shared by the admin forms and the
 * /api/news handlers (D12). Multipart sends strings only, so every field is parsed from a string.
 * No server-only imports here: the client forms use it too.
 */

export const NEWS_FORM_LANGUAGES = ['en', 'hi', 'both'] as const;

/** SPEC §8 / §5: the messages the forms show. */
export const NEWS_MESSAGES = {
  categoryRequired: 'Please select at least one category.',
  titleRequired: 'Title is required.',
  descriptionRequired: 'Description is required.',
  photoRequired: 'A photo is required.',
  urlInvalid: 'The URL must be a valid http(s) address.',
  categoryUnknown: `Unknown category: choose from ${ADMIN_NEWS_CATEGORIES.join(', ')}.`,
  languageInvalid: 'Language must be en, hi or both.',
  versionInvalid: 'version must be a positive whole number.',
  titleTooLong: 'Title must be at most 300 characters.',
  descriptionTooLong: 'Description must be at most 10,000 characters.',
  urlTooLong: 'The URL must be at most 2,000 characters.',
  breakingInvalid: 'breaking must be true or false.',
  translationInvalid: 'translationOf must be the id of a story in the other language.',
} as const;

/**
 * "India,Corporate-Actions" (the labels the original clients send) and "india,corporate-actions"
 * (slugs) both mean the same: trimmed, lower-cased, duplicates and empties dropped.
 */
export function splitCategories(value: string): string[] {
  return [...new Set(value.split(',').map((part) => part.trim().toLowerCase()).filter(Boolean))];
}

const adminCategories = ADMIN_NEWS_CATEGORIES as readonly string[];

const categoryField = z
  .string({ error: NEWS_MESSAGES.categoryRequired })
  .transform(splitCategories)
  .pipe(
    z
      .array(z.string().refine((slug) => adminCategories.includes(slug), { error: NEWS_MESSAGES.categoryUnknown }))
      .min(1, { error: NEWS_MESSAGES.categoryRequired }),
  );

/** Optional URL: empty means none; otherwise an absolute http(s) URL (no javascript: links in cards). */
const urlField = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.url({ protocol: /^https?$/, error: NEWS_MESSAGES.urlInvalid }).max(2000, { error: NEWS_MESSAGES.urlTooLong }).optional());

const versionField = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? Number(value) : undefined))
  // A schema's own `error` is the message of its checks too (zod 4): int() and positive() say versionInvalid.
  .pipe(z.number({ error: NEWS_MESSAGES.versionInvalid }).int().positive().optional());

/** Issue 27: a breaking story alerts push subscribers when it is published. Multipart sends strings. */
const breakingField = z
  .string()
  .trim()
  .toLowerCase()
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : value))
  .pipe(z.enum(['true', 'false', 'on', '1', '0'], { error: NEWS_MESSAGES.breakingInvalid }).optional())
  .transform((value) => (value === undefined ? undefined : value === 'true' || value === 'on' || value === '1'));

/** Issue 27: the id of the same story in the other language; empty = not linked (an edit unlinks). */
const translationField = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === undefined ? undefined : value === '' ? null : value.toLowerCase()))
  .pipe(z.uuid({ error: NEWS_MESSAGES.translationInvalid }).nullable().optional());

const common = {
  // "Required" for a missing, non-text or blank field (the schema's `error`); the length limit has its own message.
  title: z.string({ error: NEWS_MESSAGES.titleRequired }).trim().min(1).max(300, { error: NEWS_MESSAGES.titleTooLong }),
  description: z
    .string({ error: NEWS_MESSAGES.descriptionRequired })
    .trim()
    .min(1)
    .max(10_000, { error: NEWS_MESSAGES.descriptionTooLong }),
  category: categoryField,
  url: urlField,
  breaking: breakingField,
  translationOf: translationField,
  // Issue 26: draft | review | scheduled | published | unpublished, and when a scheduled item goes live.
  status: statusField,
  publishAt: publishAtField,
};

/** POST /api/news/add (the photo is checked separately: it is a file). Language defaults to both (D11). */
export const createNewsSchema = z.object({
  ...common,
  language: z
    .string()
    .optional()
    .transform((value) => (value ? value : 'both'))
    .pipe(z.enum(NEWS_FORM_LANGUAGES, { error: NEWS_MESSAGES.languageInvalid })),
});

/** PUT /api/news/{id}: language kept when not sent; `version` optional (the seed's clients send none). */
export const updateNewsSchema = z.object({
  ...common,
  language: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.enum(NEWS_FORM_LANGUAGES, { error: NEWS_MESSAGES.languageInvalid }).optional()),
  version: versionField,
  /** Issue 26: a public correction note with a change to a published story (editors; lib/corrections). */
  correction: correctionField,
});

export type CreateNewsInput = z.output<typeof createNewsSchema>;
export type UpdateNewsInput = z.output<typeof updateNewsSchema>;

/** News ids are UUIDs; anything else is a malformed id (400), not an unknown one (404). */
export function isNewsId(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
