/**
 * The client's share of the messages: only the namespaces its components use, so a reader page
 * does not ship the admin, legal or account texts in every HTML response (issue 15). A name may be
 * dotted ("blog.detail") to take one part of a namespace.
 */
export type Messages = Record<string, unknown>;

/**
 * Used by the shell on every page: header with its search box and reading settings, side menu with
 * its Follow buttons, error and not-found views, and the cards' Share, Listen and read mark. Of
 * `reader`, only what those client islands say (issue 28: the search page's, the story page's, the
 * breaking-alerts and For you texts are rendered on the server or added by their own routes, and
 * were 2.3 KB of every page's HTML).
 */
export const SHELL_NAMESPACES = [
  'header',
  'pageNames',
  'menu',
  'categories',
  'errors',
  'offline',
  'reader.share',
  'reader.read',
  'reader.settingsLabel',
  'reader.theme',
  'reader.themes',
  'reader.textSize',
  'reader.textSizes',
  'reader.listen',
  'reader.stop',
  'reader.listenLabel',
  'reader.stopLabel',
  'reader.search.siteLandmark',
  'reader.search.pageLandmark',
  'reader.search.label',
  'reader.search.placeholder',
  'reader.search.submit',
  'reader.topics.follow',
  'reader.topics.followShort',
  'reader.topics.followingShort',
  'reader.topics.followed',
  'reader.topics.unfollowed',
] as const;

function isRecord(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function pickMessages(messages: Messages, names: readonly string[]): Messages {
  const picked: Messages = {};
  for (const name of names) {
    const path = name.split('.');
    let source: unknown = messages;
    for (const key of path) source = isRecord(source) ? source[key] : undefined;
    if (source === undefined) throw new Error(`No messages under "${name}"`);
    let target = picked;
    for (const key of path.slice(0, -1)) {
      if (!isRecord(target[key])) target[key] = {};
      target = target[key] as Messages;
    }
    target[path[path.length - 1]] = source;
  }
  return picked;
}

/**
 * What the blog list's client islands say: the search, category and sort form and the list's error
 * view. The cards, headings and empty state are rendered on the server.
 */
export const BLOG_LIST_CLIENT_MESSAGES = [
  'blog.list.filtersLandmark',
  'blog.list.searchLabel',
  'blog.list.searchPlaceholder',
  'blog.list.searchButton',
  'blog.list.categoryLabel',
  'blog.list.allCategories',
  'blog.list.sortLabel',
  'blog.list.sort',
  'blog.list.errorTitle',
  'blog.list.loadFailed',
  'blog.list.apiHint',
  'blog.list.tryAgain',
] as const;

/**
 * What a blog post's client islands say (and its preview's): the share panel, the reading progress
 * bar and the post's error view. Issue 28: the post carried the list's and all its own texts, while
 * the article, author box, contents and related posts are rendered on the server.
 */
export const BLOG_POST_CLIENT_MESSAGES = [
  'blog.detail.share',
  'blog.detail.copyLink',
  'blog.detail.linkCopied',
  'blog.detail.copyFailed',
  'blog.detail.shareVia',
  'blog.detail.progress',
  'blog.detail.errorTitle',
  'blog.detail.errorBody',
  'blog.detail.tryAgain',
] as const;
