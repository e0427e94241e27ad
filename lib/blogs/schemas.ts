import { z } from '@/lib/zod';
import type { BlogContentItem } from '@/models/blog-content';
import { splitParagraphs } from './admin-edit';
import { isSafeUrl } from './url';
import { publishAtField, statusField } from '@/lib/publication/schemas';

/**
 * One zod schema per input of the blog contracts (D12), shared by the route handlers and the forms.
 * HTML strings are sanitized by the service after parsing (D6); these schemas check shape and size.
 */
const MAX_HTML = 50_000;
const html = z.string().max(MAX_HTML, 'A content item is too long.');
const plain = (max: number) => z.string().trim().max(max);
const url = z
  .string()
  .trim()
  .max(2000)
  .refine(isSafeUrl, 'Images must be http(s) URLs or paths on this site.');

export const blogImageSchema = z.object({ src: url, alt: plain(300).optional(), caption: plain(500).optional() });

export const sectionSchema = z.object({
  type: z.literal('section').optional(),
  title: plain(200).min(1, 'Every section needs a title.'),
  paragraphs: z.array(html.refine((p) => p.trim().length > 0, 'Paragraphs cannot be empty.')).max(200),
  images: z.array(blogImageSchema).max(20).optional(),
});

/** The content item kinds of SPEC §3. */
export const contentItemSchema = z.union([
  html,
  z.object({ type: z.literal('image') }).extend(blogImageSchema.shape),
  z.object({ type: z.literal('table'), headers: z.array(plain(200)).max(20), data: z.array(z.array(plain(2000)).max(20)).max(500) }),
  z.object({ type: z.literal('list'), items: z.array(html).max(500), ordered: z.boolean().optional() }),
  sectionSchema,
  z.object({ text: html }),
]);

export const contentSchema = z.array(contentItemSchema).max(500);

/** Categories as typed on the form: comma separated, trimmed, empty ones and repeats dropped. */
export function splitCategories(value: string): string[] {
  return [...new Set(value.split(',').map((c) => c.trim()).filter(Boolean))];
}

/** POST /api/blogs (multipart text fields; the cover image is checked apart): SPEC §5 "New blog". */
export const newBlogSchema = z.object({
  title: plain(300).min(1, 'Title is required.'),
  categories: z
    .string()
    .max(1000)
    .transform(splitCategories)
    .pipe(z.array(z.string().max(60, 'A category is at most 60 characters.')).max(20, 'At most 20 categories.')),
  authorName: plain(120).optional().transform((v) => v || undefined),
  content: z
    .string()
    .min(1, 'Add at least one section.')
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'content must be a JSON list of sections.' });
        return z.NEVER;
      }
    })
    .pipe(z.array(contentItemSchema).min(1, 'Add at least one section.').max(500)),
  // Issue 26: the post's status and, when scheduled, its publishing time (ISO 8601).
  status: statusField,
  publishAt: publishAtField,
});
export type NewBlogInput = z.output<typeof newBlogSchema>;

/**
 * PUT /api/blogs/{id} (JSON): SPEC §7 {title, content, imageUrl}. Content may be the whole list of
 * items, a plain string (split into paragraphs) or the admin screen's object {title?, paragraphs}.
 * `version` is optional; when sent and stale the update is refused with 409.
 */
export const blogUpdateSchema = z.object({
  title: plain(300).min(1, 'Title is required.').optional(),
  content: z
    .union([
      contentSchema,
      z.string().max(MAX_HTML * 10),
      z.object({ title: plain(200).optional(), paragraphs: z.array(html).max(500) }),
    ])
    .optional(),
  imageUrl: z.union([url, z.literal(''), z.null()]).optional(),
  categories: z.array(plain(60).min(1)).max(20).optional(),
  authorName: plain(120).optional(),
  version: z.number().int().positive().optional(),
  status: z.union([z.string(), z.null()]).optional().transform((value) => value ?? undefined).pipe(statusField),
  publishAt: z.union([z.string(), z.null()]).optional().transform((value) => value ?? undefined).pipe(publishAtField),
});
export type BlogUpdateInput = z.output<typeof blogUpdateSchema>;

/** The update's content as stored items. */
export function normalizeContent(content: NonNullable<BlogUpdateInput['content']>): BlogContentItem[] {
  if (typeof content === 'string') return splitParagraphs(content);
  if (Array.isArray(content)) return content as BlogContentItem[];
  const paragraphs = content.paragraphs.map((p) => p.trim()).filter(Boolean);
  return content.title ? [{ type: 'section', title: content.title, paragraphs }] : paragraphs;
}
