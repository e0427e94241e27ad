import type { NewsRow } from '@/models/schema';

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
  };
}
