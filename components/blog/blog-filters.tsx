'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { BLOG_SORTS, blogQueryString, parseBlogQuery, type BlogQuery } from '@/lib/blogs/list';
import { useTranslations } from '@/lib/i18n/messages-context';
import styles from './blog.module.css';

/** How long typing must pause before the list follows the search box (SPEC §4: it recomputes as the search changes). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Search, category and sort of the blog list: a plain GET form, so the state lives in the URL and
 * works without JavaScript; with JavaScript a changed dropdown applies at once and the search
 * applies as the reader types (debounced), the URL replaced in place so it stays shareable.
 */
export function BlogFilters({ action, query, categories }: { action: string; query: BlogQuery; categories: string[] }) {
  const t = useTranslations('blog.list');
  const router = useRouter();
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);

  const submit = (event: React.ChangeEvent<HTMLSelectElement>) => event.currentTarget.form?.requestSubmit();
  // With JavaScript: the same URL without the default values (a shorter link to share).
  const urlOf = (form: HTMLFormElement) => {
    const fields = Object.fromEntries([...new FormData(form).entries()].map(([key, value]) => [key, String(value)]));
    return `${action}${blogQueryString(parseBlogQuery(fields))}`;
  };
  function navigate(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearTimeout(typing.current);
    router.push(urlOf(event.currentTarget), { scroll: false });
  }
  function searchAsYouType(event: React.ChangeEvent<HTMLInputElement>) {
    const form = event.currentTarget.form;
    clearTimeout(typing.current);
    if (!form) return;
    // Replace, not push: one history entry per search, not one per pause in typing.
    typing.current = setTimeout(() => router.replace(urlOf(form), { scroll: false }), SEARCH_DEBOUNCE_MS);
  }
  return (
    <form action={action} method="get" role="search" aria-label={t('filtersLandmark')} className={styles.controls} onSubmit={navigate} data-testid="blog-filters">
      <div className="form-field">
        <label htmlFor="blog-search">{t('searchLabel')}</label>
        <input id="blog-search" type="search" name="search" defaultValue={query.search} placeholder={t('searchPlaceholder')} maxLength={200} onChange={searchAsYouType} />
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
