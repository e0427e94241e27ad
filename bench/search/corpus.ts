/**
 * Generated stories for the search bench (issue 16), deterministic (a seeded generator, no
 * downloaded data): every engine gets the same stories.
 *
 * Words are drawn from a Zipf-distributed vocabulary (the word of rank r is drawn with weight
 * 1/r) of VOCABULARY words per language, as in real text: a few words are in most stories and most
 * words are in a handful. The head of each vocabulary is its language's function words (English
 * stop words, which the `english` configuration drops; Hindi postpositions, which `simple` keeps),
 * then real news words, then made-up words built from syllables for the long tail.
 */
import { seededRandom } from '../../tests/helpers/seeded-random';

export const VOCABULARY = 6_000;

const EN_FUNCTION = 'the of and to a in is for on that with as at by from it was be has are an said its will have were after this but over'.split(' ');
const EN_NEWS = (
  'market shares rally bank profit rupee dollar inflation monsoon crop farmers policy rate cut growth export import steel cement ' +
  'power solar grid auto scooter tractor pharma drug approval ipo listing bonus dividend split merger startup funding fintech loan deposit ' +
  'crypto bitcoin exchange tax salary budget railway freight airport city state court order regulator disclosure retail consumer price ' +
  'quarter record high low week month year company chief executive board investors analysts demand supply copper gold silver oil gas ' +
  'telecom tariff spectrum data cloud software deal contract europe america asia china japan village rural urban housing road'
).split(' ');
const HI_FUNCTION = 'के में की है और से को का ने पर कि यह भी एक हैं इस लिए तो कर था गया हो रहे साथ बाद'.split(' ');
const HI_NEWS = (
  'बाज़ार शेयर तेज़ी बैंक मुनाफ़ा रुपया डॉलर महंगाई मानसून फ़सल किसान नीति दर कटौती विकास निर्यात आयात इस्पात सीमेंट बिजली ' +
  'सौर ग्रिड स्कूटर ट्रैक्टर दवा मंज़ूरी आईपीओ लाभांश विलय कर्ज़ जमा क्रिप्टो बिटकॉइन कर वेतन बजट रेल हवाई अड्डा शहर राज्य अदालत ' +
  'उपभोक्ता दाम तिमाही रिकॉर्ड हफ़्ता महीना साल कंपनी निवेशक माँग सोना चाँदी तेल गैस गाँव'
).split(' ');

const EN_ONSETS = 'b c d f g h j k l m n p r s t v w z br ch cl cr dr fl gr pl pr sh st str th tr'.split(' ');
const EN_VOWELS = 'a e i o u ai ea ee oa ou'.split(' ');
const EN_CODAS = ['', '', 'n', 'r', 'l', 's', 't', 'm', 'nd', 'st', 'ck', 'ng'];
const HI_CONSONANTS = 'क ख ग घ च छ ज झ ट ड त थ द ध न प फ ब भ म य र ल व श स ह'.split(' ');
const HI_SIGNS = ['', '', 'ा', 'ि', 'ी', 'ु', 'ू', 'े', 'ै', 'ो', 'ं'];


const pick = <T>(list: T[], random: () => number): T => list[Math.floor(random() * list.length)];

/** Made-up words of two to three syllables, none equal to a word already in the vocabulary. */
function tail(head: string[], size: number, syllable: (random: () => number) => string, seed: number): string[] {
  const random = seededRandom(seed);
  const seen = new Set(head);
  const words = [...head];
  while (words.length < size) {
    const syllables = 2 + Math.floor(random() * 2);
    const word = Array.from({ length: syllables }, () => syllable(random)).join('');
    if (word.length < 4 || seen.has(word)) continue;
    seen.add(word);
    words.push(word);
  }
  return words;
}

export const ENGLISH = tail([...EN_FUNCTION, ...EN_NEWS], VOCABULARY, (random) => pick(EN_ONSETS, random) + pick(EN_VOWELS, random) + pick(EN_CODAS, random), 1601);
export const HINDI = tail([...HI_FUNCTION, ...HI_NEWS], VOCABULARY, (random) => pick(HI_CONSONANTS, random) + pick(HI_SIGNS, random), 1602);

/** Draws words by Zipf's law (weight 1/rank) from a vocabulary, by binary search of the cumulative weights. */
export function zipf(vocabulary: string[], random: () => number): (count: number) => string {
  const cumulative: number[] = [];
  let sum = 0;
  for (let rank = 1; rank <= vocabulary.length; rank += 1) {
    sum += 1 / rank;
    cumulative.push(sum);
  }
  const draw = () => {
    const target = random() * sum;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] < target) low = middle + 1;
      else high = middle;
    }
    return vocabulary[low];
  };
  return (count) => Array.from({ length: count }, draw).join(' ');
}

export type GeneratedStory = { title: string; description: string; categories: string[]; language: 'en' | 'hi' | 'both'; publishedAt: Date };

/** Story n of the bench (a third Hindi, a third English, a third both), one minute apart, in batches. */
export function* stories(count: number, batch = 500): Generator<GeneratedStory[]> {
  const random = seededRandom(16);
  const english = zipf(ENGLISH, random);
  const hindi = zipf(HINDI, random);
  const start = Date.UTC(2026, 0, 1);
  for (let done = 0; done < count; done += batch) {
    yield Array.from({ length: Math.min(batch, count - done) }, (_, i) => {
      const n = done + i;
      const language = n % 3 === 0 ? ('hi' as const) : n % 3 === 1 ? ('en' as const) : ('both' as const);
      const words = language === 'hi' ? hindi : english;
      return { title: `${words(8)} ${n}`, description: words(40), categories: ['stocks'], language, publishedAt: new Date(start + n * 60_000) };
    });
  }
}
