import { z } from '@/lib/zod';
import { ADMIN_NEWS_CATEGORIES } from '@/lib/categories';

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
  .pipe(z.url({ protocol: /^https?$/, error: NEWS_MESSAGES.urlInvalid }).max(2000).optional());

const versionField = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? Number(value) : undefined))
  .pipe(z.number({ error: NEWS_MESSAGES.versionInvalid }).int({ error: NEWS_MESSAGES.versionInvalid }).positive({ error: NEWS_MESSAGES.versionInvalid }).optional());

const common = {
  title: z.string({ error: NEWS_MESSAGES.titleRequired }).trim().min(1, { error: NEWS_MESSAGES.titleRequired }).max(300),
  description: z
    .string({ error: NEWS_MESSAGES.descriptionRequired })
    .trim()
    .min(1, { error: NEWS_MESSAGES.descriptionRequired })
    .max(10_000),
  category: categoryField,
  url: urlField,
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
});

export type CreateNewsInput = z.output<typeof createNewsSchema>;
export type UpdateNewsInput = z.output<typeof updateNewsSchema>;

/** News ids are UUIDs; anything else is a malformed id (400), not an unknown one (404). */
export function isNewsId(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
