import { blogBodyHtml } from '@/lib/blogs/body-html';
import type { BlogContentItem } from '@/models/blog-content';
import styles from './blog.module.css';

/**
 * The body of a blog (SPEC §3), sanitized again and built as one HTML string on the server
 * (lib/blogs/body-html.ts): it carries no script, and React leaves what is inside it alone.
 */
export function BlogBody({ content }: { content: BlogContentItem[] }) {
  return <div className={styles.body} data-testid="blog-body" dangerouslySetInnerHTML={{ __html: blogBodyHtml(content, styles) }} />;
}
