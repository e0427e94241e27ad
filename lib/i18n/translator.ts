import format, { type CompiledMessage } from 'icu-minify/format';

/**
 * The client components' translator (issue 28). The build compiles every catalog (next.config.ts:
 * next-intl's precompile), so the browser needs no ICU parser and no message is parsed on a phone;
 * what is left to do in the browser is to find a message and put its arguments in. This does that
 * with icu-minify's formatter, which next-intl's own client uses on compiled catalogs — without the
 * rest of use-intl (its config, error and formatter layers: 3.3 KB gzipped on every page). Server
 * components keep next-intl (`useTranslations`, `getTranslations`): none of it reaches the browser.
 */
export type MessageValues = Record<string, string | number | boolean | Date>;

/** `t('key', { count })`: the message of `namespace.key`, its arguments put in; `t.has('key')`. */
export type Translate = ((key: string, values?: MessageValues) => string) & { has(key: string): boolean };

export type TranslatorOptions = {
  locale: string;
  /** A tree of compiled messages (icu-minify's `compile`), as the build's catalogs are. */
  messages: Record<string, unknown>;
  timeZone?: string;
  /** Dotted, as `useTranslations('reader.share')`; none: keys are read from the top. */
  namespace?: string;
  /**
   * Told, in next-intl's words, of a message the catalog lacks or cannot format with the values
   * given (a rich text's tags outside `t.rich`, which the client has not): the reader then sees the
   * message's dotted id, as next-intl shows it, and the page goes on.
   */
  onError: (error: string) => void;
};

function cached<Args extends unknown[], Made>(make: (...args: Args) => Made): (...args: Args) => Made {
  const made = new Map<string, Made>();
  return (...args) => {
    const key = JSON.stringify(args);
    let value = made.get(key);
    if (value === undefined) made.set(key, (value = make(...args)));
    return value;
  };
}

/** One Intl object per locale and options for the page's life: plurals and numbers are formatted as cards render. */
const formatters = {
  getDateTimeFormat: cached((...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args)),
  getNumberFormat: cached((...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args)),
  getPluralRules: cached((...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args)),
};

/** A compiled message is a string or an array; an object is a namespace, not a message. */
function messageAt(messages: Record<string, unknown>, id: string): CompiledMessage | undefined {
  let node: unknown = messages;
  for (const part of id.split('.')) {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' || Array.isArray(node) ? (node as CompiledMessage) : undefined;
}

export function createTranslate({ locale, messages, timeZone, namespace, onError }: TranslatorOptions): Translate {
  const idOf = (key: string) => (namespace ? `${namespace}.${key}` : key);
  const translate = (key: string, values?: MessageValues): string => {
    const id = idOf(key);
    const message = messageAt(messages, id);
    if (message === undefined) {
      onError(`MISSING_MESSAGE: Could not resolve \`${id}\` in messages for locale \`${locale}\`.`);
      return id;
    }
    try {
      return String(format(message, locale, values, { formatters, timeZone }));
    } catch (error) {
      onError(`FORMATTING_ERROR: \`${id}\` in locale \`${locale}\`: ${error instanceof Error ? error.message : String(error)}`);
      return id;
    }
  };
  return Object.assign(translate, { has: (key: string) => messageAt(messages, idOf(key)) !== undefined });
}
