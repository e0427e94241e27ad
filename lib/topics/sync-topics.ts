import { cleanTopicChoices, mergeTopicChoices, type TopicChoices } from './topics';
import { clearTopics, readTopics, writeTopics } from './topics-store';
import { TOPICS_OWNER_KEY } from '@/lib/account-data/traces';

/**
 * The account side of the For you choices (issue 27), modeled on the bookmarks' sync: the first
 * sync of an account in this browser merges (the union of what was chosen here signed out and what
 * the account has); afterwards the account's copy is the truth, each change here is sent at once,
 * and signing out forgets the account's choices in this browser. Without zod (every page loads it).
 */
export { TOPICS_OWNER_KEY };
const OWNER_KEY = TOPICS_OWNER_KEY;

async function send(method: 'GET' | 'PUT', body?: TopicChoices): Promise<TopicChoices> {
  const response = await fetch('/api/user/topics', {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`topics ${method}: HTTP ${response.status}`);
  return cleanTopicChoices(await response.json());
}

const same = (a: TopicChoices, b: TopicChoices) => JSON.stringify(a) === JSON.stringify(b);

/** Signed in as `userId`: merge (first time here) or take the account's copy. */
export async function syncTopics(userId: string): Promise<void> {
  const owner = window.localStorage.getItem(OWNER_KEY);
  let account = await send('GET');
  if (owner !== userId) {
    // The sign-in merge: nothing followed or hidden on either side is lost.
    const merged = mergeTopicChoices(owner ? { followed: [], hiddenSources: [], lessLike: [] } : readTopics(), account);
    if (!same(merged, account)) account = await send('PUT', merged);
    window.localStorage.setItem(OWNER_KEY, userId);
  }
  if (!same(account, readTopics())) writeTopics(account, { fromSync: true });
}

/** Sends this tab's change to the account. */
export async function pushTopics(choices: TopicChoices): Promise<void> {
  await send('PUT', choices);
}

/** Signed out (or another account's session ended): the account's choices leave this browser. */
export function forgetAccountTopics(): void {
  if (window.localStorage.getItem(OWNER_KEY) === null) return;
  window.localStorage.removeItem(OWNER_KEY);
  clearTopics();
}
