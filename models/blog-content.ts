/**
 * The content item kinds of a blog body (SPEC §3). Stored as jsonb in `blogs.content`.
 * Strings and paragraphs hold HTML that is sanitized on write and again on render (D6).
 */
export type BlogImage = { src: string; alt?: string; caption?: string };

export type BlogContentItem =
  | string
  | { text: string }
  | { type?: 'section'; title: string; paragraphs: string[]; images?: BlogImage[] }
  | ({ type: 'image' } & BlogImage)
  | { type: 'table'; headers: string[]; data: string[][] }
  | { type: 'list'; items: string[]; ordered?: boolean };

export type BlogAuthor = { name: string; bio?: string; company?: string; image?: string };
