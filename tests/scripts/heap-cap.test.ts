/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { heapCap, SERVER_HEAP_MB } from '../../scripts/heap-cap';

describe('the server heap cap of npm start', () => {
  it('caps the heap unless the operator set one in NODE_OPTIONS', () => {
    expect(heapCap(undefined)).toEqual([`--max-old-space-size=${SERVER_HEAP_MB}`]);
    expect(heapCap('--enable-source-maps')).toEqual([`--max-old-space-size=${SERVER_HEAP_MB}`]);
    expect(heapCap('--max-old-space-size=1024')).toEqual([]);
  });

  it('is a limit V8 takes: a process started with it has a heap limit of that size, far under its default', () => {
    const heapLimitMb = (flags: string[]) => {
      const child = spawnSync(process.execPath, [...flags, '-e', "process.stdout.write(String(require('v8').getHeapStatistics().heap_size_limit))"], { encoding: 'utf8' });
      return Number(child.stdout) / 1024 / 1024;
    };
    const capped = heapLimitMb(heapCap(undefined));
    // V8 adds its young generation (larger on newer Node lines) to the old-space limit it was given.
    expect(capped).toBeGreaterThanOrEqual(SERVER_HEAP_MB);
    expect(capped).toBeLessThan(SERVER_HEAP_MB * 2);
    expect(capped).toBeLessThan(heapLimitMb([]));
  });
});
