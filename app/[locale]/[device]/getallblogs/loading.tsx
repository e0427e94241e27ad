import { useTranslations } from 'next-intl';

export default function AdminBlogsLoading() {
  const t = useTranslations('blog.admin');
  return <p role="status">{t('loading')}</p>;
}
