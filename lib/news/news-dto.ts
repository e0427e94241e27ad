import type { NewsRow, PublicationStatus } from '@/models/schema';

/** The custom news item of the JSON contract (SPEC §3 + D2): `_id` and `id`, `category` comma-joined plus `categories`. */
export type NewsDto = {
  _id: string;
  id: string;
  title: string;
  description: string;
  category: string;
  categories: string[];
  language: 'en' | 'hi' | 'both';
  photo: string | null;
  url: string | null;
  source: { name: string | null };
  publishedAt: string;
  createdAt: string;
  updatedAt: string;
  version: number;
  /** Issue 26: readers only ever get `published` items; staff see every state. */
  status: PublicationStatus;
  /** Issue 27: publishing it alerts push subscribers. */
  breaking: boolean;
  /** Issue 27: the id of the same story in the other language, when this one names it. */
  translationOf: string | null;
  /** When a `scheduled` item goes live (ISO 8601), else null. */
  publishAt: string | null;
};

export function toNewsDto(row: NewsRow): NewsDto {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.categories.join(','),
    categories: row.categories,
    language: row.language,
    photo: row.photo,
    url: row.url,
    source: { name: row.sourceName },
    publishedAt: row.publishedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    breaking: row.breaking,
    translationOf: row.translationOf,
    status: row.status,
    publishAt: row.publishAt ? row.publishAt.toISOString() : null,
  };
}
