// /{lang}/admin/blogs – the blog screens' layout (their messages and the staff check), as at /{lang}/getallblogs
export { default } from '../../../getallblogs/layout';
