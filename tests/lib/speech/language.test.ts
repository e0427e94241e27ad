import { textLanguage } from '@/lib/speech/language';

describe('textLanguage', () => {
  it('Hindi when most letters are Devanagari, English names included', () => {
    expect(textLanguage('चार दिन की तेज़ी के बाद मिडकैप शेयरों में मुनाफ़ावसूली')).toBe('hi');
    expect(textLanguage('Sensex और Nifty में आज तेज़ी रही, बाज़ार बंद होने तक बढ़त बनी रही')).toBe('hi');
  });

  it('English for Latin text, with a Hindi word or none at all', () => {
    expect(textLanguage('Markets rally on rate hopes')).toBe('en');
    expect(textLanguage('The word for market is बाज़ार in Hindi, said the broker today')).toBe('en');
    expect(textLanguage('')).toBe('en');
  });
});
