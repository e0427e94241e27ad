/**
 * A small word diff for the History panel (issue 26): which words of the older text were removed
 * and which of the newer were added. Client-safe, no dependencies. Words and the spaces between
 * them are tokens; the common start and end are cut off first, then the longest common subsequence
 * of what is left is found by dynamic programming. A middle too big for that (over MAX_CELLS, e.g.
 * two unrelated long blog bodies) is shown as all removed and all added, which is still true.
 */
export type DiffPart = { kind: 'same' | 'removed' | 'added'; text: string };

const MAX_CELLS = 4_000_000;

function tokens(text: string): string[] {
  return text.split(/(\s+)/).filter((token) => token !== '');
}

function push(parts: DiffPart[], kind: DiffPart['kind'], text: string): void {
  const last = parts[parts.length - 1];
  if (last && last.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/** The parts of `before` → `after` in reading order; joining `same`+`removed` gives `before`, `same`+`added` gives `after`. */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const parts: DiffPart[] = [];
  if (start > 0) push(parts, 'same', a.slice(0, start).join(''));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const n = midA.length;
  const m = midB.length;
  if (n * m > MAX_CELLS) {
    if (n) push(parts, 'removed', midA.join(''));
    if (m) push(parts, 'added', midB.join(''));
  } else if (n || m) {
    // lengths[i][j]: the LCS of midA[i..] and midB[j..], in one flat array.
    const width = m + 1;
    const lengths = new Uint32Array((n + 1) * width);
    for (let i = n - 1; i >= 0; i -= 1) {
      for (let j = m - 1; j >= 0; j -= 1) {
        lengths[i * width + j] = midA[i] === midB[j] ? lengths[(i + 1) * width + j + 1] + 1 : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1]);
      }
    }
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
      if (midA[i] === midB[j]) {
        push(parts, 'same', midA[i]);
        i += 1;
        j += 1;
      } else if (lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) {
        push(parts, 'removed', midA[i]);
        i += 1;
      } else {
        push(parts, 'added', midB[j]);
        j += 1;
      }
    }
    if (i < n) push(parts, 'removed', midA.slice(i).join(''));
    if (j < m) push(parts, 'added', midB.slice(j).join(''));
  }
  if (endA < a.length) push(parts, 'same', a.slice(endA).join(''));
  return parts;
}

/** Readable text of a blog body for comparing: every item's text, tags removed, one paragraph a line. */
export function bodyText(content: unknown): string {
  if (!Array.isArray(content)) return '';
  const texts: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) if (!['type', 'src', 'href', 'url'].includes(key)) visit(inner);
    }
  };
  content.forEach(visit);
  return texts
    .map((text) => text.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/[ \t]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
