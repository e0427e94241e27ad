// /{lang}/admin/blogs – readable alias of Admin Blog Management (/{lang}/getallblogs)
export { default, generateMetadata } from '../../../getallblogs/page';
