import 'server-only';
import { createTranslator } from 'next-intl';
import english from '@/messages/en/auth.json';
import hindi from '@/messages/hi/auth.json';
import type { Locale } from '@/lib/categories';
import { escapeHtml } from '@/lib/html/escape';
import type { Mail } from './send-mail';

// Read through next-intl, as the pages read them: the build precompiles the catalogs (next.config.ts),
// so a message with a placeholder is not a string here but a compiled message.
const CATALOGS = { en: english, hi: hindi } as const;

/** The password-reset mail in the reader's language: a text part and an HTML part with the same link. */
export function resetPasswordMail(options: { to: string; name: string; link: string; locale: Locale; siteName: string }): Mail {
  const t = createTranslator({ locale: options.locale, messages: CATALOGS[options.locale], namespace: 'mail' });
  const values = { siteName: options.siteName, name: options.name };
  const subject = t('resetSubject', values);
  const greeting = t('resetGreeting', values);
  const body = t('resetBody', values);
  const text = [greeting, '', body, '', options.link, '', t('resetIgnore'), '', `— ${options.siteName}`].join('\n');
  const link = escapeHtml(options.link);
  const html = `<!doctype html>
<html lang="${options.locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${link}" style="display:inline-block;padding:.6em 1.2em;background:#b91c1c;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(t('resetButton'))}</a></p>
<p style="word-break:break-all"><a href="${link}">${link}</a></p>
<p style="color:#555">${escapeHtml(t('resetIgnore'))}</p>
<p>— ${escapeHtml(options.siteName)}</p>
</body></html>`;
  return { to: options.to, subject, text, html };
}
