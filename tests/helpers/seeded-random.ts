/**
 * A seeded pseudo-random generator (mulberry32, in 32-bit integer arithmetic): the same sequence on
 * every run and machine, for generated test and bench data (the fuzz suite's requests, the search
 * bench's stories). Returns numbers in [0, 1).
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
