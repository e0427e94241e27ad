import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '@/lib/env';

export type Mail = { to: string; subject: string; text: string; html: string };
export type MailDelivery = { via: 'smtp' } | { via: 'outbox'; file: string };

let smtp: { url: string; transporter: Transporter } | undefined;

function smtpTransport(url: string): Transporter {
  if (smtp?.url !== url) smtp = { url, transporter: nodemailer.createTransport(url) };
  return smtp.transporter;
}

/**
 * D8: mail goes through SMTP_URL; without it, each mail is written as an .eml file to
 * DATA_DIR/outbox/ (so the flows work on the embedded default, and an operator can open the file).
 */
export async function sendMail(mail: Mail): Promise<MailDelivery> {
  const { smtpUrl, mailFrom, dataDir } = env();
  const message = { from: mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
  if (smtpUrl) {
    await smtpTransport(smtpUrl).sendMail(message);
    return { via: 'smtp' };
  }
  const built = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }).sendMail(message);
  const outbox = path.join(dataDir, 'outbox');
  await fs.mkdir(outbox, { recursive: true });
  const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`);
  // Written under a temporary name, then renamed: a reader of the outbox never sees half a mail.
  await fs.writeFile(`${file}.tmp`, built.message as Buffer, { mode: 0o600 });
  await fs.rename(`${file}.tmp`, file);
  return { via: 'outbox', file };
}
