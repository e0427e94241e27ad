import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListenButton } from '@/components/reader/listen-button';
import { renderWithMessages } from '../../helpers/render-with-messages';

/** The browser's speech synthesis (absent in jsdom), with the given voices; records what is spoken. */
function installSpeech(voiceLangs: string[]) {
  const spoken: { text: string; lang: string }[] = [];
  let voices = voiceLangs.map((lang) => ({ lang, name: lang, localService: true }));
  const engine = Object.assign(new EventTarget(), {
    getVoices: () => voices,
    speak: jest.fn((utterance: { text: string; lang: string }) => spoken.push({ text: utterance.text, lang: utterance.lang })),
    cancel: jest.fn(),
  });
  class Utterance extends EventTarget {
    lang = '';
    voice: unknown = null;
    constructor(public text: string) {
      super();
    }
  }
  Object.defineProperty(window, 'speechSynthesis', { value: engine, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
  return {
    engine,
    spoken,
    setVoices(langs: string[]) {
      voices = langs.map((lang) => ({ lang, name: lang, localService: true }));
      engine.dispatchEvent(new Event('voiceschanged'));
    },
  };
}

afterEach(() => {
  delete (window as unknown as { speechSynthesis?: unknown }).speechSynthesis;
  delete (window as unknown as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
});

describe('ListenButton', () => {
  it('reads the story with a voice of its language, then stops', async () => {
    const speech = installSpeech(['en-US', 'hi_IN']);
    renderWithMessages(<ListenButton title="बाज़ार में तेज़ी" text="बाज़ार में तेज़ी. पूरा समाचार" language="hi" />, 'hi');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'सुनें: बाज़ार में तेज़ी' }));
    expect(speech.spoken).toEqual([{ text: 'बाज़ार में तेज़ी. पूरा समाचार', lang: 'hi_IN' }]);
    const stop = screen.getByRole('button', { name: 'सुनना रोकें: बाज़ार में तेज़ी' });
    expect(stop).toHaveAttribute('aria-pressed', 'true');
    await user.click(stop);
    expect(speech.engine.cancel).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'सुनें: बाज़ार में तेज़ी' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('is hidden without a voice for the language, and appears when the device voices arrive', async () => {
    const speech = installSpeech([]);
    renderWithMessages(<ListenButton title="Markets" text="Markets rally" language="en" />);
    expect(screen.queryByRole('button')).toBeNull();
    act(() => speech.setVoices(['hi-IN']));
    expect(screen.queryByRole('button')).toBeNull();
    act(() => speech.setVoices(['hi-IN', 'en-GB']));
    expect(screen.getByRole('button', { name: 'Listen: Markets' })).toBeInTheDocument();
  });

  it('is hidden where the browser has no speech synthesis', async () => {
    renderWithMessages(<ListenButton title="Markets" text="Markets rally" language="en" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('one story at a time: starting another stops the first', async () => {
    const speech = installSpeech(['en-US']);
    renderWithMessages(
      <>
        <ListenButton title="One" text="One" language="en" />
        <ListenButton title="Two" text="Two" language="en" />
      </>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Listen: One' }));
    await user.click(screen.getByRole('button', { name: 'Listen: Two' }));
    expect(speech.engine.cancel).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Listen: One' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Stop listening: Two' })).toHaveAttribute('aria-pressed', 'true');
  });
});
