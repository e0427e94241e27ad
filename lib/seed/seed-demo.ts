import 'server-only';
import { count, eq } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import { drawPicture } from '@/lib/storage/images';
import { storeImage } from '@/lib/storage/store';
import { blogs, news, users } from '@/models/schema';
import { ensureAdmin } from './admin';
import { demoBlogs } from './demo-blogs';
import { demoNews } from './demo-news';

export type SeedResult = { news: number; blogs: number; admin?: { email: string; password?: string; created: boolean; refused?: boolean } };

const HOUR = 60 * 60 * 1000;

/**
 * Fills an empty database with demo content: the demo news (every custom-only category, some in
 * Hindi), the 4 sample blogs and one admin account. Content is only added when there is no news
 * and no blog yet, and the admin only when there is no admin, so running it twice adds nothing.
 * When an account with ADMIN_EMAIL already exists (someone registered it first), it is left as it
 * is and `admin.refused` is set: the operator promotes it, if it is theirs, with admin:create --promote.
 */
export async function seedDemoContent(db: Database, options: { adminEmail: string; adminPassword?: string; now?: Date }): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const result: SeedResult = { news: 0, blogs: 0 };

  const [{ admins }] = await db.select({ admins: count() }).from(users).where(eq(users.role, 'admin'));
  if (admins === 0) {
    // Never promotes: an account that already holds ADMIN_EMAIL may be a stranger's (issue 11 item 7).
    const admin = await ensureAdmin(db, { email: options.adminEmail, password: options.adminPassword, promote: false });
    result.admin =
      admin.outcome === 'refused'
        ? { email: admin.email, created: false, refused: true }
        : { email: admin.email, password: admin.outcome === 'created' ? admin.password : undefined, created: admin.outcome === 'created' };
  }
  const [adminRow] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  const adminId = adminRow?.id;

  const [{ newsCount }] = await db.select({ newsCount: count() }).from(news);
  const [{ blogCount }] = await db.select({ blogCount: count() }).from(blogs);
  if (newsCount > 0 || blogCount > 0) return result;

  // Pictures first (files), then all rows in one transaction: a failure leaves no half-seeded tables.
  const newsPhotos = await Promise.all(demoNews.map((item) => drawPicture(item.photo.hue, item.photo.label).then(storeImage)));
  const blogCovers = await Promise.all(demoBlogs.map((blog) => drawPicture(blog.cover.hue, blog.cover.label).then(storeImage)));

  await db.transaction(async (tx) => {
    await tx.insert(news).values(
      demoNews.map((item, index) => {
        const at = new Date(now.getTime() - item.hoursAgo * HOUR);
        return {
          title: item.title,
          description: item.description,
          categories: item.categories,
          language: item.language,
          url: item.url ?? null,
          sourceName: item.sourceName ?? null,
          photo: newsPhotos[index].url,
          publishedAt: at,
          createdAt: at,
          updatedAt: at,
          createdBy: adminId,
        };
      }),
    );
    await tx.insert(blogs).values(
      demoBlogs.map((blog, index) => {
        const at = new Date(now.getTime() - blog.daysAgo * 24 * HOUR);
        return {
          title: blog.title,
          categories: blog.categories,
          coverImage: blogCovers[index].url,
          content: blog.content,
          authorName: blog.authorName,
          author: blog.author,
          excerpt: blog.excerpt,
          tableOfContents: blog.tableOfContents,
          createdAt: at,
          updatedAt: at,
          createdBy: adminId,
        };
      }),
    );
  });
  result.news = demoNews.length;
  result.blogs = demoBlogs.length;
  return result;
}

/** What the seed did, for the log. Warnings (the operator has something to do) come as `warnings`. */
export function describeSeed(result: SeedResult): string[] {
  const lines: string[] = [];
  if (result.news || result.blogs) lines.push(`Seeded ${result.news} demo news items and ${result.blogs} demo blogs.`);
  if (result.admin?.created) {
    lines.push(
      result.admin.password
        ? `Created admin ${result.admin.email} with the generated password ${result.admin.password} (shown once; set ADMIN_PASSWORD to choose it).`
        : `Created admin ${result.admin.email} with the password from ADMIN_PASSWORD.`,
    );
  }
  return lines;
}

export function seedWarnings(result: SeedResult): string[] {
  if (!result.admin?.refused) return [];
  return [
    `No admin created: an account with ${result.admin.email} already exists and was NOT promoted (anyone could have registered it). ` +
      `If it is yours, run: npm run admin:create -- --email ${result.admin.email} --promote --password '<new password>' ` +
      `(this replaces its password and ends its sessions); otherwise set ADMIN_EMAIL to another address.`,
  ];
}
