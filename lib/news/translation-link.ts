import 'server-only';
import { and, eq, ne, or } from 'drizzle-orm';
import type { Transaction } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { news } from '@/models/schema';
import texts from '@/messages/en/apiErrors.json';

type Language = 'en' | 'hi' | 'both';

function refuse(message: string, status: 'invalid_input' | 'conflict' = 'invalid_input'): AppError {
  return new AppError(status, message, { issues: [{ path: 'translationOf', message }] });
}

/**
 * Issue 27: "one story, two languages". A story may name its version in the other language
 * (`translationOf`): an English story and a Hindi one (never `both`, which is already in both), one
 * translation per story and no chains (the named story is not itself a translation, and a story that
 * others name cannot name one). Checked inside the write's transaction; the unique index on
 * translation_of holds it against a race. Also re-checked when an edit changes a linked story's language.
 */
export async function assertTranslationLink(tx: Transaction, story: { id: string | null; language: Language; translationOf: string | null }): Promise<void> {
  const partnerIds: string[] = [];
  if (story.translationOf) {
    if (story.translationOf === story.id) throw refuse(texts.news.translationInvalid);
    const [other] = await tx.select({ id: news.id, language: news.language, translationOf: news.translationOf }).from(news).where(eq(news.id, story.translationOf)).limit(1);
    if (!other) throw refuse(texts.news.translationNotFound);
    if (other.translationOf) throw refuse(texts.news.translationTaken, 'conflict');
    const [taken] = await tx
      .select({ id: news.id })
      .from(news)
      .where(and(eq(news.translationOf, story.translationOf), story.id ? ne(news.id, story.id) : undefined))
      .limit(1);
    if (taken) throw refuse(texts.news.translationTaken, 'conflict');
    if (story.id) {
      const [namedByOthers] = await tx.select({ id: news.id }).from(news).where(eq(news.translationOf, story.id)).limit(1);
      if (namedByOthers) throw refuse(texts.news.translationTaken, 'conflict');
    }
    partnerIds.push(other.id);
  }
  // Either direction: the partner's language must be the other one.
  if (!story.translationOf && !story.id) return;
  const partners = await tx
    .select({ language: news.language })
    .from(news)
    .where(or(story.translationOf ? eq(news.id, story.translationOf) : undefined, story.id ? eq(news.translationOf, story.id) : undefined));
  for (const partner of partners) {
    if (story.language === 'both' || partner.language === 'both' || partner.language === story.language) throw refuse(texts.news.translationSameLanguage);
  }
}
