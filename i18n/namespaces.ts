/**
 * Message files: messages/{locale}/{namespace}.json, one file per feature so that features can be
 * worked on side by side. common.json holds the shell's top-level namespaces (header, menu, footer…);
 * any other file is loaded as the namespace of its own name. Add it here when you add its two files.
 */
export const NAMESPACES = ['common', 'legal', 'admin', 'auth', 'blog', 'feed', 'seo', 'mobile', 'paging', 'reader', 'apiErrors', 'offline'] as const;
export type Namespace = (typeof NAMESPACES)[number];
