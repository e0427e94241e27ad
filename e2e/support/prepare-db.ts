/**
 * Runs before the e2e server starts, on its fresh embedded database: the demo content and the admin
 * (what the server's boot would seed: `npm run db:seed` does the same, and the boot then finds them
 * there), a reader account (role user) the browser tests sign in with, a second reader only the Staff-screen
 * test promotes (accounts.ts: E2E_NEWCOMER), and the deliberately broken
 * rows of broken-rows.ts. The demo content goes first: the seed fills only a database with no news
 * and no blog, and the broken blog is one.
 */
import { openDatabase } from '../../lib/db/open';
import { hashPassword } from '../../lib/auth/password';
import { seedDemoContent } from '../../lib/seed/seed-demo';
import { blogs, news, users } from '../../models/schema';
import type { BlogContentItem } from '../../models/blog-content';
import { E2E_EDITOR, E2E_NEWCOMER, E2E_READER, E2E_WRITER } from './accounts';
import { BROKEN_BLOG, BROKEN_STORY } from './broken-rows';

async function main(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    const adminEmail = process.env.ADMIN_EMAIL;
    if (!adminEmail) throw new Error('prepare-db.ts needs ADMIN_EMAIL (playwright.config.ts sets it)');
    await seedDemoContent(database.db, { adminEmail, adminPassword: process.env.ADMIN_PASSWORD });
    for (const account of [E2E_READER, E2E_NEWCOMER]) {
      await database.db
        .insert(users)
        .values({
          email: account.email,
          fullName: account.name,
          passwordHash: await hashPassword(account.password),
          role: 'user',
          termsAcceptedAt: new Date(),
          passwordChangedAt: new Date(),
        })
        .onConflictDoNothing();
    }
    for (const [account, role] of [[E2E_WRITER, 'writer'], [E2E_EDITOR, 'editor']] as const) {
      await database.db
        .insert(users)
        .values({ email: account.email, fullName: account.name, passwordHash: await hashPassword(account.password), role, termsAcceptedAt: new Date(), passwordChangedAt: new Date() })
        .onConflictDoNothing();
    }
    await database.db
      .insert(blogs)
      .values({
        id: BROKEN_BLOG.id,
        title: BROKEN_BLOG.title,
        categories: [...BROKEN_BLOG.categories],
        // Not a valid body (see broken-rows.ts): the cast is the point.
        content: BROKEN_BLOG.content as unknown as BlogContentItem[],
        authorName: 'E2E',
        excerpt: 'A blog whose stored body cannot be rendered.',
        createdAt: BROKEN_BLOG.createdAt,
        updatedAt: BROKEN_BLOG.createdAt,
        // Lists sort by the publication date (issue 26): without it the row is published 'now' and first.
        publishedAt: BROKEN_BLOG.createdAt,
      })
      .onConflictDoNothing();
    await database.db
      .insert(news)
      .values({
        id: BROKEN_STORY.id,
        title: BROKEN_STORY.title,
        description: BROKEN_STORY.description,
        categories: [...BROKEN_STORY.categories],
        language: 'both',
        photo: BROKEN_STORY.photo,
        publishedAt: BROKEN_STORY.publishedAt,
        createdAt: BROKEN_STORY.publishedAt,
        updatedAt: BROKEN_STORY.publishedAt,
      })
      .onConflictDoNothing();
  } finally {
    await database.close();
  }
}

const dataDir = process.env.DATA_DIR;
if (!dataDir || !dataDir.includes('.data-e2e')) throw new Error('prepare-db.ts runs only on the e2e DATA_DIR');
main(dataDir).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
