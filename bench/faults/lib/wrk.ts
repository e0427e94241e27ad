/** Steady read load with wrk (loopback only, bounded by `seconds`), parsed. */
import { execFile } from 'node:child_process';

export type WrkResult = { url: string; requests: number; rps: number; p50: number; p95: number; p99: number; non2xx: number; errors: number };

const LATENCY_SCRIPT = `
done = function(summary, latency, requests)
  io.write(string.format("JSON {\\"requests\\":%d,\\"p50\\":%.2f,\\"p95\\":%.2f,\\"p99\\":%.2f,\\"non2xx\\":%d,\\"errors\\":%d,\\"seconds\\":%.3f}\\n",
    summary.requests, latency:percentile(50)/1000, latency:percentile(95)/1000, latency:percentile(99)/1000,
    summary.errors.status, summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout, summary.duration/1e6))
end
`;

let scriptFile: string | undefined;

export async function wrk(url: string, options: { seconds: number; connections?: number; headers?: Record<string, string>; timeoutSeconds?: number }): Promise<WrkResult> {
  if (!url.startsWith('http://127.0.0.1:')) throw new Error('load goes to loopback only');
  if (!scriptFile) {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    scriptFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'faults-wrk-')), 'latency.lua');
    fs.writeFileSync(scriptFile, LATENCY_SCRIPT);
  }
  const args = ['-t1', `-c${options.connections ?? 8}`, `-d${options.seconds}s`, `--timeout`, `${options.timeoutSeconds ?? 10}s`, '-s', scriptFile];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}: ${value}`);
  args.push(url);
  const output = await new Promise<string>((resolve, reject) =>
    execFile('wrk', args, { timeout: (options.seconds + 30) * 1000 }, (error, stdout) => (error ? reject(error) : resolve(stdout))),
  );
  const line = output.split('\n').find((l) => l.startsWith('JSON '));
  if (!line) throw new Error(`wrk gave no summary: ${output}`);
  const parsed = JSON.parse(line.slice(5)) as Omit<WrkResult, 'url' | 'rps'> & { seconds: number };
  return { url, requests: parsed.requests, rps: parsed.requests / parsed.seconds, p50: parsed.p50, p95: parsed.p95, p99: parsed.p99, non2xx: parsed.non2xx, errors: parsed.errors };
}
