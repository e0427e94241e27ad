// /{lang}/admin/news – readable alias of News Management (/{lang}/admin/8884446623)
export { default, generateMetadata } from '../8884446623/page';
