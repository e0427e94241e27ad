// What the account forms validate with, in a chunk of its own: zod (30 KB gzipped), its resolver and
// the schemas. use-account-resolver.ts imports it when a form is first touched, not with the page.
export { zodResolver } from '@hookform/resolvers/zod';
export { accountSchemas } from '@/lib/accounts/schemas';
