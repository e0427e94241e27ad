/**
 * The local S3 server in a process of its own (tests/helpers/s3-server.ts starts it): argv is
 * bucket, port (0 = any free one) and folder; the first line on stdout is `{"port":N}`. It stops
 * on SIGTERM, and when the test process that started it goes away (its stdin closes).
 */
import { startLocalS3 } from '../../scripts/local-s3';

async function main(): Promise<void> {
  const [bucket, port, directory] = process.argv.slice(2);
  const s3 = await startLocalS3({ bucket, port: Number(port), directory });
  const stop = () => {
    void s3.stop().finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.stdin.on('end', stop);
  process.stdin.resume();
  process.stdout.write(`${JSON.stringify({ port: Number(new URL(s3.endpoint).port) })}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
