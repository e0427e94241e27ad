'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { BLOG_SORTS, blogQueryString, parseBlogQuery, type BlogQuery } from '@/lib/blogs/list';
import styles from './blog.module.css';

/**
 * Search, category and sort of the blog list: a plain GET form, so the state lives in the URL and
 * works without JavaScript; with JavaScript a changed dropdown applies at once.
 */
export function BlogFilters({ action, query, categories }: { action: string; query: BlogQuery; categories: string[] }) {
  const t = useTranslations('blog.list');
  const router = useRouter();
  const submit = (event: React.ChangeEvent<HTMLSelectElement>) => event.currentTarget.form?.requestSubmit();
  // With JavaScript: the same URL without the default values (a shorter link to share).
  function navigate(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = Object.fromEntries([...new FormData(event.currentTarget).entries()].map(([key, value]) => [key, String(value)]));
    router.push(`${action}${blogQueryString(parseBlogQuery(fields))}`);
  }
  return (
    <form action={action} method="get" role="search" className={styles.controls} onSubmit={navigate} data-testid="blog-filters">
      <div className="form-field">
        <label htmlFor="blog-search">{t('searchLabel')}</label>
        <input id="blog-search" type="search" name="search" defaultValue={query.search} placeholder={t('searchPlaceholder')} maxLength={200} />
      </div>
      <div className="form-field">
        <label htmlFor="blog-category">{t('categoryLabel')}</label>
        <select id="blog-category" name="category" defaultValue={query.category} onChange={submit}>
          <option value="">{t('allCategories')}</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor="blog-sort">{t('sortLabel')}</label>
        <select id="blog-sort" name="sort" defaultValue={query.sort} onChange={submit}>
          {BLOG_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <button type="submit" className="button">
          {t('searchButton')}
        </button>
      </div>
    </form>
  );
}
