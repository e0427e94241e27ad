'use client';

import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import styles from './auth-forms.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { showLabel: string; hideLabel: string };

/** A password input with an eye toggle that shows or hides what was typed. */
export const PasswordEyeInput = forwardRef<HTMLInputElement, Props>(function PasswordEyeInput({ showLabel, hideLabel, ...input }, ref) {
  const [isVisible, setVisible] = useState(false);
  return (
    <span className={styles.passwordBox}>
      <input ref={ref} type={isVisible ? 'text' : 'password'} {...input} />
      <button
        type="button"
        className={styles.eye}
        aria-label={isVisible ? hideLabel : showLabel}
        aria-pressed={isVisible}
        onClick={() => setVisible(!isVisible)}
      >
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
          <circle cx="12" cy="12" r="3" />
          {isVisible && <line x1="3" y1="3" x2="21" y2="21" />}
        </svg>
      </button>
    </span>
  );
});
