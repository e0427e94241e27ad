import { cardTimeParts } from '@/lib/news/card-time';
import { categoryWords } from '@/lib/news/article';

describe('cardTimeParts', () => {
  it('gives hh:mm am/pm and English names in Indian time', () => {
    // 09:05 UTC is 14:35 in India.
    expect(cardTimeParts('2026-11-23T09:05:00Z', 'en')).toEqual({ time: '02:35 pm', weekday: 'Monday', day: '23', month: 'November', year: '2026' });
    // Just after midnight in India is still the day before in UTC.
    expect(cardTimeParts('2026-11-22T18:35:00Z', 'en')).toEqual({ time: '12:05 am', weekday: 'Monday', day: '23', month: 'November', year: '2026' });
    expect(cardTimeParts('2026-11-23T06:30:00Z', 'en')?.time).toBe('12:00 pm');
  });

  it('gives Hindi day and month names on /hi, with the same digits and clock', () => {
    expect(cardTimeParts('2026-11-23T09:05:00Z', 'hi')).toEqual({ time: '02:35 pm', weekday: 'सोमवार', day: '23', month: 'नवंबर', year: '2026' });
    expect(cardTimeParts('2024-01-06T04:30:00Z', 'hi')).toEqual({ time: '10:00 am', weekday: 'शनिवार', day: '6', month: 'जनवरी', year: '2024' });
  });

  it('is null for a date it cannot read', () => {
    expect(cardTimeParts('not a date', 'en')).toBeNull();
  });
});

describe('categoryWords', () => {
  it('splits camel case and hyphens into capitalised words', () => {
    expect(categoryWords('corporateNews')).toBe('Corporate News');
    expect(categoryWords('policyAndRegulation')).toBe('Policy And Regulation');
    expect(categoryWords('personal-finance')).toBe('Personal Finance');
    expect(categoryWords('stocks')).toBe('Stocks');
  });
});
