import type { BlogContentItem, BlogImage } from '@/models/blog-content';
import { sanitizeContent } from '@/lib/blogs/sanitize-content';
import styles from './blog.module.css';

/** HTML that went through the allow-list (again) right here, at render time (D6). */
function Html({ html, as: Tag = 'div', className }: { html: string; as?: 'div' | 'span' | 'li'; className?: string }) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

function Figure({ image }: { image: BlogImage }) {
  return (
    <figure className={styles.figure}>
      <img src={image.src} alt={image.alt ?? ''} loading="lazy" />
      {image.caption && <figcaption>{image.caption}</figcaption>}
    </figure>
  );
}

/**
 * The body of a blog from its content items (SPEC §3): HTML strings, {text}, sections (with the
 * `section-N` anchors of the table of contents), images, tables and lists. Every item is sanitized
 * again before it is rendered, whatever was stored.
 */
export function BlogBody({ content }: { content: BlogContentItem[] }) {
  const items = sanitizeContent(content);
  // The n-th section is #section-n, as in the table of contents.
  const sectionNumbers = items.map((item, index) => items.slice(0, index + 1).filter((i) => typeof i === 'object' && 'paragraphs' in i).length);
  return (
    <div className={styles.body} data-testid="blog-body">
      {items.map((item, index) => {
        if (typeof item === 'string') return <Html key={index} html={item} className={styles.html} />;
        if ('text' in item) return <Html key={index} html={item.text} className={styles.text} />;
        switch (item.type) {
          case 'image':
            return <Figure key={index} image={item} />;
          case 'table':
            return (
              <div key={index} className={styles.tableWrap}>
                <table className={styles.table}>
                  {item.headers.length > 0 && (
                    <thead>
                      <tr>
                        {item.headers.map((header, i) => (
                          <th key={i} scope="col">
                            {header}
                          </th>
                        ))}
                      </tr>
                    </thead>
                  )}
                  <tbody>
                    {item.data.map((row, r) => (
                      <tr key={r}>
                        {row.map((cell, c) => (
                          <td key={c}>{cell}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
          case 'list': {
            const List = item.ordered ? 'ol' : 'ul';
            return (
              <List key={index} className={styles.list}>
                {item.items.map((entry, i) => (
                  <Html key={i} as="li" html={entry} />
                ))}
              </List>
            );
          }
          default: {
            const sectionNumber = sectionNumbers[index];
            return (
              <section key={index} id={`section-${sectionNumber}`} className={styles.section} aria-labelledby={`section-${sectionNumber}-title`}>
                <h2 id={`section-${sectionNumber}-title`}>{item.title}</h2>
                {item.paragraphs.map((paragraph, i) => (
                  <Html key={i} html={paragraph} className={styles.paragraph} />
                ))}
                {item.images?.map((image, i) => <Figure key={i} image={image} />)}
              </section>
            );
          }
        }
      })}
    </div>
  );
}
