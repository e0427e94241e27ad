'use client';

import { useId, useSyncExternalStore } from 'react';
import {
  getPreferencesSnapshot,
  getServerPreferencesSnapshot,
  savePreferences,
  subscribePreferences,
  TEXT_SIZES,
  THEMES,
  type ReaderPreferences,
} from '@/lib/reader-preferences/preferences';
import { useTranslations } from '@/lib/i18n/messages-context';
import styles from './reader.module.css';

/** The reader's current theme and text size; the server (and the first render) sees the defaults. */
export function useReaderPreferences(): ReaderPreferences {
  return useSyncExternalStore(subscribePreferences, getPreferencesSnapshot, getServerPreferencesSnapshot);
}

function Choice<T extends string>({ legend, name, options, value, label, onChange }: { legend: string; name: string; options: readonly T[]; value: T; label(option: T): string; onChange(option: T): void }) {
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option} className={styles.option}>
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
            <span>{label(option)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Theme (system / light / dark) and text size (small / normal / large), for the desktop menu and the phone panel's settings. */
export function ReaderSettings() {
  const t = useTranslations('reader');
  const preferences = useReaderPreferences();
  const name = useId();
  return (
    <section className={styles.settings} aria-label={t('settingsLabel')} data-testid="reader-settings">
      <Choice
        legend={t('theme')}
        name={`${name}-theme`}
        options={THEMES}
        value={preferences.theme}
        label={(theme) => t(`themes.${theme}`)}
        onChange={(theme) => savePreferences({ ...preferences, theme })}
      />
      <Choice
        legend={t('textSize')}
        name={`${name}-size`}
        options={TEXT_SIZES}
        value={preferences.textSize}
        label={(size) => t(`textSizes.${size}`)}
        onChange={(textSize) => savePreferences({ ...preferences, textSize })}
      />
    </section>
  );
}
