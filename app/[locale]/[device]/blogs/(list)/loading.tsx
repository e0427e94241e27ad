import { useTranslations } from 'next-intl';
import styles from '@/components/blog/blog.module.css';

export default function BlogListLoading() {
  const t = useTranslations('blog.list');
  return (
    <div role="status" aria-live="polite">
      <div className={styles.spinner} aria-hidden="true" />
      <p className="visually-hidden">{t('loading')}</p>
    </div>
  );
}
