'use client';

import { useMemo } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { AccountSchemas, ValidationKey } from '@/lib/accounts/schemas';
import { onDemand } from '@/lib/on-demand';
import { useTranslations } from '@/lib/i18n/messages-context';
import type { z } from '@/lib/zod';

/** The account forms' schemas (the ones a route handler's schema does not extend). */
type FormSchema = 'login' | 'signup' | 'forgotPassword' | 'resetPasswordForm';

/**
 * zod, the resolver and the schemas, loaded once per page (again after a failed load). A form starts
 * the download when the reader first focuses it (`prefetchAccountValidation`, its failure left to the
 * resolver), so the chunk is there by the time Log In is pressed.
 */
const accountValidation = onDemand(() => import('./account-validation'));
export const loadAccountValidation = accountValidation.load;
export const prefetchAccountValidation = accountValidation.preload;

/**
 * react-hook-form's resolver for one account form: zodResolver with the same schema the route handler
 * parses with (D12), in the reader's language. zod is not in the page's first load (issue 28: a reader
 * page carries at most 30 KB gzipped of ours; zod alone is 30): it is imported on first use. If it
 * cannot be loaded (the network went away), the values go to the server as typed, which validates
 * them with the same schema and answers with the same messages.
 */
export function useAccountResolver<K extends FormSchema>(name: K) {
  const t = useTranslations('auth.validation');
  // Stryker disable next-line ArrayDeclaration: equivalent in the app — another language is another page, where the form mounts anew.
  return useMemo(() => lazyResolver(name, (key: ValidationKey) => t(key)), [t, name]);
}

function lazyResolver<K extends FormSchema>(name: K, text: (key: ValidationKey) => string) {
  type Values = z.input<AccountSchemas[K]> & FieldValues;
  type Parsed = z.output<AccountSchemas[K]>;
  // Built once zod is here, then reused: react-hook-form validates again on every change after a submit.
  let resolver: Resolver<Values, unknown, Parsed> | null = null;
  const resolve: Resolver<Values, unknown, Parsed> = async (values, context, options) => {
    // Stryker disable next-line ConditionalExpression: equivalent but for speed — the schema built again on every check.
    if (!resolver) {
      try {
        const { zodResolver, accountSchemas } = await loadAccountValidation();
        resolver = zodResolver(accountSchemas(text)[name]) as Resolver<Values, unknown, Parsed>;
      } catch {
        return { values: values as Parsed, errors: {} };
      }
    }
    return resolver(values, context, options);
  };
  return resolve;
}
