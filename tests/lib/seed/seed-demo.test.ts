/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { verifyPassword } from '@/lib/auth/password';
import { CUSTOM_ONLY_CATEGORIES } from '@/lib/categories';
import { blogs, news, users } from '@/models/schema';
import { databaseTargets } from '../../helpers/databases';

describe.each(databaseTargets())('demo seed on $name', (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let seedDemoContent: typeof import('@/lib/seed/seed-demo').seedDemoContent;

  beforeAll(async () => {
    database = await target.open();
    // Uploaded pictures go to this test's own DATA_DIR.
    process.env.DATA_DIR = database.dataDir;
    jest.resetModules();
    ({ seedDemoContent } = await import('@/lib/seed/seed-demo'));
  });
  afterAll(() => database.cleanup());

  it('fills an empty database: news in every custom category and language, 4 blogs, one admin', async () => {
    const result = await seedDemoContent(database.db, { adminEmail: 'Editor@Example.com' });
    expect(result.admin).toMatchObject({ email: 'editor@example.com', created: true });
    expect(result.admin?.password).toMatch(/^[\w-]{16}$/);

    const rows = await database.db.select().from(news);
    for (const category of CUSTOM_ONLY_CATEGORIES) {
      const inCategory = rows.filter((row) => row.categories.includes(category));
      expect({ category, enough: inCategory.length >= 3 }).toEqual({ category, enough: true });
    }
    expect(rows.some((row) => row.language === 'hi')).toBe(true);
    expect(rows.some((row) => row.language === 'both')).toBe(true);
    expect(rows.every((row) => row.photo?.startsWith('/uploads/'))).toBe(true);

    // Every photo is a real, re-encoded image in DATA_DIR/uploads.
    const photo = path.join(database.dataDir, 'uploads', rows[0].photo!.slice('/uploads/'.length));
    expect((await sharp(fs.readFileSync(photo)).metadata()).format).toBe('webp');

    const [admin] = await database.db.select().from(users).where(eq(users.email, 'editor@example.com'));
    expect(admin.role).toBe('admin');
    expect(await verifyPassword(admin.passwordHash, result.admin!.password!)).toBe(true);
  });

  it('writes 4 blogs that together use every content item kind', async () => {
    const rows = await database.db.select().from(blogs);
    expect(rows).toHaveLength(4);
    for (const blog of rows) {
      const kinds = new Set(
        blog.content.map((item) => (typeof item === 'string' ? 'html' : 'text' in item ? 'text' : (item.type ?? 'section'))),
      );
      expect([...kinds].sort()).toEqual(['html', 'image', 'list', 'section', 'table', 'text']);
      expect(typeof blog.content[0]).toBe('string');
      expect(blog.tableOfContents.length).toBeGreaterThan(0);
      expect(blog.coverImage).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    }
  });

  it('adds nothing when run again', async () => {
    const before = (await database.db.select().from(news)).length;
    const again = await seedDemoContent(database.db, { adminEmail: 'editor@example.com' });
    expect(again).toEqual({ news: 0, blogs: 0 });
    expect(await database.db.select().from(news)).toHaveLength(before);
    expect(await database.db.select().from(users)).toHaveLength(1);
  });
});
