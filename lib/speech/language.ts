/** The languages a story can be read aloud in: the site's two. */
export type SpeechLanguage = 'en' | 'hi';

/**
 * The language a story is written in, from its script: Hindi when most of its letters are
 * Devanagari, else English. A Hindi story with a few English names stays Hindi; the site's own
 * news marked "both" is read in the language it is actually written in.
 */
export function textLanguage(text: string): SpeechLanguage {
  const devanagari = text.match(/\p{Script=Devanagari}/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  return devanagari > latin ? 'hi' : 'en';
}
