import type { BlogAuthor, BlogContentItem } from '@/models/blog-content';
import type { BlogRow, PublicationStatus } from '@/models/schema';
import { readMinutes } from './text';

/** A blog in the contract shape (SPEC §3 + D2): `_id` and `id`, `coverImage` and `imageUrl` alike. */
export type BlogDto = {
  _id: string;
  id: string;
  title: string;
  categories: string[];
  /** The first category (recent-post cards). */
  category: string | null;
  coverImage: string | null;
  imageUrl: string | null;
  content: BlogContentItem[];
  authorName: string | null;
  author: BlogAuthor | null;
  excerpt: string | null;
  tableOfContents: string[];
  readTime: string;
  readMinutes: number;
  createdAt: string;
  updatedAt: string;
  version: number;
  /** Issue 26: readers only ever get `published` posts; staff see every state. */
  status: PublicationStatus;
  /** When a `scheduled` post goes live (ISO 8601), else null. */
  publishAt: string | null;
  /** When the post first went live (the list's order). */
  publishedAt: string;
};

export function toBlogDto(row: BlogRow): BlogDto {
  const minutes = readMinutes(row.content);
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    categories: row.categories,
    category: row.categories[0] ?? null,
    coverImage: row.coverImage,
    imageUrl: row.coverImage,
    content: row.content,
    authorName: row.authorName,
    author: row.author ?? null,
    excerpt: row.excerpt,
    tableOfContents: row.tableOfContents,
    readTime: `${minutes} min read`,
    readMinutes: minutes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    status: row.status,
    publishAt: row.publishAt ? row.publishAt.toISOString() : null,
    publishedAt: row.publishedAt.toISOString(),
  };
}
