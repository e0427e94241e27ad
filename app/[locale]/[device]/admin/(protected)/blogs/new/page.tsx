// /{lang}/admin/blogs/new – readable alias of Create New Blog Post (/{lang}/customblog)
export { default, generateMetadata } from '../../../../customblog/page';
