/** A translator of the top-level messages (next-intl's `t` without a namespace). */
type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * The feed's document title before the product name (SPEC §2): "Top Headlines News" for general,
 * the bookmarks page its own title, otherwise "{Category} News" — the category's label, which is
 * its slug with camel case split into words ("corporateNews" → "Corporate News"), in Hindi on /hi.
 */
export function feedTitle(category: string, t: Translate): string {
  if (category === 'general') return t('meta.topHeadlines');
  if (category === 'bookmarks') return t('meta.bookmarksTitle');
  return t('meta.categoryNews', { category: t(`categories.${category}`) });
}
