import Link from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';

/** SPEC §2: "Blog Not Found", answered with HTTP 404. */
export default function BlogNotFound() {
  const t = useTranslations('blog.detail');
  const locale = useLocale();
  return (
    <section className="card" data-testid="blog-not-found">
      <h1 className="page-title">{t('notFoundTitle')}</h1>
      <p>{t('notFoundBody')}</p>
      <Link className="button" href={`/${locale}/general`}>
        {t('returnHome')}
      </Link>
    </section>
  );
}
