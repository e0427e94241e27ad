import { useTranslations } from 'next-intl';
import type { BlogAuthor } from '@/models/blog-content';
import styles from './blog.module.css';

/** A picture we may show: our own path or an http(s) address (never `javascript:` or `data:`). */
function safeImage(src: string | undefined): string | undefined {
  const value = src?.trim();
  if (!value) return undefined;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return /^https?:\/\//i.test(value) ? value : undefined;
}

/**
 * "Written by" (SPEC §2 blog detail): the author's picture when there is one, name, bio, company,
 * and the placeholder profile buttons. What is missing is left out; with no name the box still
 * shows what there is under "About the author". No box at all when nothing is known.
 */
export function AuthorBox({ author, authorName }: { author: BlogAuthor | null; authorName: string | null }) {
  const t = useTranslations('blog.detail');
  const name = author?.name?.trim() || authorName?.trim() || undefined;
  const image = safeImage(author?.image);
  const bio = author?.bio?.trim();
  const company = author?.company?.trim();
  if (!name && !image && !bio && !company) return null;
  return (
    <section className={`card ${styles.authorBox}`} aria-labelledby="author-title" data-testid="author-box">
      {image && <img className={styles.authorImage} src={image} alt={name ? t('authorImageAlt', { name }) : ''} width={64} height={64} />}
      <h2 id="author-title">{name ? `${t('writtenBy')} ${name}` : t('aboutAuthor')}</h2>
      {bio && <p>{bio}</p>}
      {company && <p>{t('worksAt', { company })}</p>}
      <div className={styles.authorActions}>
        {/* Placeholders (SPEC §2): the author's profiles are not known. */}
        <button type="button" className="button button-secondary" disabled>
          {t('twitter')}
        </button>
        <button type="button" className="button button-secondary" disabled>
          {t('linkedin')}
        </button>
      </div>
    </section>
  );
}
