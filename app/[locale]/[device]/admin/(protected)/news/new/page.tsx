// /{lang}/admin/news/new – readable alias of Add News (/{lang}/admin/8886664423)
export { default, generateMetadata } from '../../8886664423/page';
