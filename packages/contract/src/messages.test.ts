import { describe, expect, it } from 'vitest';
import { apiMessages } from './api.ts';
import { fieldMessages } from './field-messages.ts';
import { defineMessages, localText, pickLanguage, translateMessage } from './messages.ts';

describe('translateMessage', () => {
  it('turns a sentence and a parameterised sentence into English, whatever the parameter', () => {
    expect(translateMessage(fieldMessages.required, 'en')).toBe('Required.');
    expect(translateMessage(fieldMessages.tooLong(255), 'en')).toBe('At most 255 characters.');
    expect(translateMessage(fieldMessages.tooLong(7), 'en')).toBe('At most 7 characters.');
    expect(translateMessage(apiMessages.forbidden, 'en')).toBe('Forbidden');
  });

  it('prefers the template that fixes more words: "Не більше 5 символів." is not "Не більше {n}."', () => {
    expect(translateMessage(fieldMessages.max(5), 'en')).toBe('At most 5.');
    expect(translateMessage(fieldMessages.tooLong(5), 'en')).toBe('At most 5 characters.');
    expect(translateMessage(fieldMessages.items(3), 'en')).toBe('At most 3 items.');
  });

  it('keeps a parameter that is not a number (a restated limit in hryvnias)', () => {
    expect(translateMessage('Не менше 1 ₴.', 'en')).toBe('At least 1 ₴.');
  });

  it('moves parameters where the English sentence puts them', () => {
    const words = defineMessages(
      { span: (a: number, b: number) => `Від ${a} до ${b} днів.` },
      { span: (a: number, b: number) => `${a} to ${b} days.` },
    );
    expect(translateMessage(words.span(2, 9), 'en')).toBe('2 to 9 days.');
  });

  it('leaves Ukrainian as it is, and a sentence it does not know as it is', () => {
    expect(translateMessage(fieldMessages.required, 'uk')).toBe(fieldMessages.required);
    expect(translateMessage('Назва товару', 'en')).toBe('Назва товару');
  });

  it('learns a sentence declared in place', () => {
    expect(localText({ uk: 'Лише великі літери.', en: 'Capital letters only.' })).toBe('Лише великі літери.');
    expect(translateMessage('Лише великі літери.', 'en')).toBe('Capital letters only.');
  });
});

describe('pickLanguage', () => {
  it.each([
    [undefined, 'uk'],
    ['', 'uk'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['uk-UA,uk;q=0.9,en;q=0.8', 'uk'],
    ['de-DE,en;q=0.5,uk;q=0.7', 'uk'],
    ['de-DE,fr;q=0.8', 'uk'],
    ['en;q=0', 'uk'],
  ])('%s → %s', (header, language) => {
    expect(pickLanguage(header)).toBe(language);
  });
});
