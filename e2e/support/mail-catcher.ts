import { SMTPServer } from 'smtp-server';

export type CaughtMail = { to: string[]; raw: string };

/**
 * An in-process SMTP server (the e2e server's SMTP_URL points at it: port E2E_PORT + 1000).
 * Plain SMTP on 127.0.0.1, no authentication, no STARTTLS.
 */
export async function startMailCatcher(port: number): Promise<{ mails: CaughtMail[]; waitFor: (to: string, timeoutMs?: number) => Promise<CaughtMail>; close: () => Promise<void> }> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    mails,
    waitFor: async (to, timeoutMs = 15_000) => {
      const end = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find((mail) => mail.to.includes(to.toLowerCase()));
        if (found) return found;
        if (Date.now() > end) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export { resetLinkIn } from '../../tests/helpers/mail';
