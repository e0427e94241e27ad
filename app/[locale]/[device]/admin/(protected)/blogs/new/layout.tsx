// /{lang}/admin/blogs/new – the blog editor's messages, as at /{lang}/customblog
export { default } from '../../../../customblog/layout';
