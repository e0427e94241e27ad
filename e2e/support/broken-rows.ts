/**
 * Rows the browser tests find broken on purpose, written by prepare-db.ts straight into the e2e
 * database (never through the app, which would refuse them): what an older version or a hand edit
 * could have left behind. They make the production build fail to render a page for real, so the
 * error views are walked without any test hook in the app.
 *
 * The broken blog: its body holds a list item whose `items` is a string, not a list. The database
 * takes any JSON; the blog list, search, read time and summaries read it fine (its first item is
 * plain text), but the post's body cannot be rendered (the list renderer maps over `items`), so
 * /{lang}/blogs/{id} shows "Unable to Load Article". Dated 2001, it sorts after every other blog,
 * and its category is its own, so no list or "related posts" a test reads shows it first.
 */
export const BROKEN_BLOG = {
  id: 'e2e0b10c-0000-4000-8000-00000000b10c',
  title: 'Stored body from an older version',
  categories: ['E2E broken'],
  createdAt: new Date('2001-01-01T00:00:00Z'),
  content: ['This blog was stored by an older version.', { type: 'list', items: 'not a list', ordered: false }],
} as const;

/**
 * The broken story: its photo is not a URL at all (`https://[…` has no valid host). Cards and the
 * admin list only put it in an <img> (no picture), but its own page /{lang}/news/{id} makes it
 * absolute for its metadata and structured data, and fails: the render error boundary
 * ("Unexpected Application Error!"). Its category is no feed's, so no feed, RSS or feed structured
 * data reads it; dated 2001, it is the last of any list that does.
 */
export const BROKEN_STORY = {
  id: 'e2e05700-0000-4000-8000-0000000057e2',
  title: 'Stored photo from an older version',
  description: 'A story whose stored photo is not a URL.',
  categories: ['e2e-broken'],
  photo: 'https://[broken-photo',
  publishedAt: new Date('2001-01-01T00:00:00Z'),
} as const;
