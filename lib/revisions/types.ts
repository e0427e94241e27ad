import type { BlogContentItem } from '@/models/blog-content';
import type { PublicationStatus, RevisionAction } from '@/models/schema';

/** The History API's answers (issue 26); client-safe types. */
/** One line of the History panel: `GET /api/admin/{news|blogs}/{id}/revisions`. */
export type RevisionSummary = {
  id: string;
  createdAt: string;
  /** The name (else email) of who saved; null for the `baseline` (the state before history began). */
  author: string | null;
  status: PublicationStatus;
  title: string;
  /** What the save was: create, edit, publish (the scheduler), restore, baseline. */
  action: RevisionAction;
  /** The item's version this revision holds. */
  version: number;
  /** For a restore: the revision brought back. */
  restoredFrom: string | null;
};

/** One revision with its fields: `GET …/revisions/{revisionId}`. */
export type RevisionDetail = RevisionSummary & {
  publishAt: string | null;
  description: string | null;
  category: string;
  categories: string[];
  language: string | null;
  photo: string | null;
  content: BlogContentItem[] | null;
};

