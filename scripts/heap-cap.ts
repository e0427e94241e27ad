/** The server's JavaScript heap limit in MB (issue 15). */
export const SERVER_HEAP_MB = 320;

/**
 * The V8 flag `npm start` gives the server: a capped heap, so garbage is collected under load
 * instead of growing the process (RSS 630 MB idle grew to 930 MB after a minute of wrk uncapped,
 * to about 720 MB capped), while the live heap of a serving instance stays under 100 MB. An
 * operator's NODE_OPTIONS that sets its own --max-old-space-size wins.
 */
export function heapCap(nodeOptions: string | undefined): string[] {
  return /--max-old-space-size/.test(nodeOptions ?? '') ? [] : [`--max-old-space-size=${SERVER_HEAP_MB}`];
}
