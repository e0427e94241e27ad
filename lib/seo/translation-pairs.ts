import type { Locale } from '@/lib/categories';

type Story = { id: string; language: string; translationOf: string | null };

/**
 * Issue 27: each published story's version in the other language, both ways, from the list of
 * published stories (a link to an unpublished or missing story counts as none, so no alternate ever
 * names a page that does not answer 200).
 */
export function translationPairs(stories: readonly Story[]): Map<string, { id: string; language: Locale }> {
  const byId = new Map(stories.map((story) => [story.id, story]));
  const pairs = new Map<string, { id: string; language: Locale }>();
  for (const story of stories) {
    const partner = story.translationOf ? byId.get(story.translationOf) : undefined;
    if (!partner || story.language === 'both' || partner.language === 'both' || partner.language === story.language) continue;
    pairs.set(story.id, { id: partner.id, language: partner.language as Locale });
    pairs.set(partner.id, { id: story.id, language: story.language as Locale });
  }
  return pairs;
}
