'use client';

import type { ReactElement } from 'react';
import type { FieldError } from 'react-hook-form';
import styles from './auth-forms.module.css';

/** What a field's input needs so that assistive technology ties it to its label and its message. */
export type FieldInputProps = { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined };

/**
 * A labelled form field with its validation message under it. The input is the caller's (plain,
 * password with an eye, …): it receives its id and the aria attributes that point at the message.
 */
export function FormField({
  id,
  label,
  error,
  errorRole,
  children,
}: {
  id: string;
  label: string;
  error?: FieldError;
  /** `alert` for a message that must be announced as soon as it appears. */
  errorRole?: 'alert';
  children: (input: FieldInputProps) => ReactElement;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className={styles.fieldError} role={errorRole}>
          {error.message}
        </p>
      )}
    </div>
  );
}
