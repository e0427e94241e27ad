import type { BlogAuthor, BlogContentItem } from '@/models/blog-content';

/** A picture the seed draws with sharp: a gradient of `hue` (0-359) with `label` written on it. */
export type DemoPicture = { hue: number; label: string };

export type DemoNews = {
  title: string;
  description: string;
  /** Route slugs of SPEC §9, e.g. 'stocks', 'corporate-actions', 'corporateNews'. */
  categories: string[];
  language: 'en' | 'hi' | 'both';
  url?: string;
  sourceName?: string;
  photo: DemoPicture;
  /** How long before seeding it was published. */
  hoursAgo: number;
};

export type DemoBlog = {
  title: string;
  categories: string[];
  authorName: string;
  author: BlogAuthor;
  excerpt: string;
  tableOfContents: string[];
  content: BlogContentItem[];
  cover: DemoPicture;
  daysAgo: number;
};
