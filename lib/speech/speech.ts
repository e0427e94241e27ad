import type { SpeechLanguage } from './language';

/**
 * Reading stories aloud with the browser's speech synthesis (issue 17). One story speaks at a time:
 * starting another stops the first. Buttons follow `speakingId` to show Listen or Stop.
 */

function synthesis(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof window.SpeechSynthesisUtterance === 'function' ? window.speechSynthesis : null;
}

/** A device voice for the language ("hi", "hi-IN", "hi_IN" all match "hi"); null when there is none. */
export function voiceFor(language: SpeechLanguage): SpeechSynthesisVoice | null {
  const voices = synthesis()?.getVoices() ?? [];
  const matching = voices.filter((voice) => voice.lang.toLowerCase().replace('_', '-').split('-')[0] === language);
  return matching.find((voice) => voice.localService) ?? matching[0] ?? null;
}

let speakingId: string | null = null;
const listeners = new Set<() => void>();

function setSpeaking(id: string | null): void {
  speakingId = id;
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: which story is being read; also fires when the device's voices arrive. */
export function subscribeSpeech(listener: () => void): () => void {
  listeners.add(listener);
  const engine = synthesis();
  engine?.addEventListener('voiceschanged', listener);
  return () => {
    listeners.delete(listener);
    engine?.removeEventListener('voiceschanged', listener);
  };
}

export function getSpeakingId(): string | null {
  return speakingId;
}

/** Reads a text aloud in its language; whatever was being read stops first. False when the device cannot. */
export function speak(id: string, text: string, language: SpeechLanguage): boolean {
  const engine = synthesis();
  const voice = voiceFor(language);
  if (!engine || !voice) return false;
  engine.cancel();
  const utterance = new window.SpeechSynthesisUtterance(text);
  utterance.voice = voice;
  utterance.lang = voice.lang;
  const finished = () => {
    if (speakingId === id) setSpeaking(null);
  };
  utterance.addEventListener('end', finished);
  utterance.addEventListener('error', finished);
  setSpeaking(id);
  engine.speak(utterance);
  return true;
}

/** Stops reading (a Stop press, the next card on a phone, leaving the page). */
export function stopSpeaking(): void {
  if (speakingId === null) return;
  setSpeaking(null);
  synthesis()?.cancel();
}
