/** SPEC §4: scroll position / (page height − window height), clamped to 0–100 %. */
export function readingProgress(scrollY: number, pageHeight: number, windowHeight: number): number {
  const room = pageHeight - windowHeight;
  if (room <= 0) return 100;
  return Math.min(100, Math.max(0, (scrollY / room) * 100));
}
