'use client';

import { useEffect, useId, useSyncExternalStore } from 'react';
import { useTranslations } from '@/lib/i18n/messages-context';
import type { SpeechLanguage } from '@/lib/speech/language';
import { getSpeakingId, speak, stopSpeaking, subscribeSpeech, voiceFor } from '@/lib/speech/speech';
import styles from './reader.module.css';

export type ListenButtonProps = {
  /** Names the story in the button's accessible name. */
  title: string;
  language: SpeechLanguage;
  /** What is read: this text, or the text of the element with this id at the moment Listen is pressed. */
  text?: string;
  textFromId?: string;
};

/**
 * Listen / Stop: reads a story aloud in its language. Not rendered on the server, nor where the
 * browser has no speech synthesis or no voice for the language (a Hindi story needs a Hindi voice).
 */
export function ListenButton({ title, language, text, textFromId }: ListenButtonProps) {
  const t = useTranslations('reader');
  const id = useId();
  const speakingId = useSyncExternalStore(subscribeSpeech, getSpeakingId, () => null);
  const hasVoice = useSyncExternalStore(subscribeSpeech, () => voiceFor(language) !== null, () => false);
  const isSpeaking = speakingId === id;

  // A story that leaves the screen (another page, a card removed) stops speaking.
  useEffect(
    () => () => {
      if (getSpeakingId() === id) stopSpeaking();
    },
    [id],
  );

  if (!hasVoice) return null;

  function toggle() {
    if (isSpeaking) return stopSpeaking();
    const body = textFromId ? (document.getElementById(textFromId)?.innerText ?? '') : (text ?? '');
    speak(id, textFromId ? `${title}.\n${body}` : body, language);
  }

  return (
    <button type="button" className={`pill ${styles.listen}`} aria-pressed={isSpeaking} aria-label={t(isSpeaking ? 'stopLabel' : 'listenLabel', { title })} onClick={toggle} data-testid="listen-button">
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        {isSpeaking ? <rect x="6" y="6" width="12" height="12" rx="1" /> : <path d="M11 5 6 9H2v6h4l5 4V5zM15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" />}
      </svg>
      {t(isSpeaking ? 'stop' : 'listen')}
    </button>
  );
}
