import { describe, expect, it } from 'vitest';
import {
  type Application,
  checkApplication,
  cleanApplication,
  emptyApplication,
  normalisePhone,
} from './register-checks.ts';

const good: Application = {
  legal_name: 'ТОВ «Світло»',
  edrpou: '14360570',
  vat: '',
  legal_address: 'Київ, вул. Хрещатик, 1',
  contact_person: 'Олена Петренко',
  phone: '067 123 45 67',
  email: 'office@svitlo.ua',
  principal_name: 'Олена Петренко',
  principal_email: 'olena@svitlo.ua',
  password: 'мідний вітер гортає сторінки',
};

describe('the dealer application checks in the browser', () => {
  it('passes a complete application and sends the phone as +380…', () => {
    expect(checkApplication(good)).toEqual({});
    expect(cleanApplication(good).phone).toBe('+380671234567');
  });

  it('asks for every field but the VAT number', () => {
    const errors = checkApplication(emptyApplication);
    expect(Object.keys(errors).sort()).toEqual(
      [
        'legal_name',
        'edrpou',
        'legal_address',
        'contact_person',
        'phone',
        'email',
        'principal_name',
        'principal_email',
        'password',
      ].sort(),
    );
    expect(errors.legal_name).toEqual({ key: 'required' });
  });

  it('refuses an EDRPOU code by its length and by its check digit', () => {
    expect(checkApplication({ ...good, edrpou: '1436057' }).edrpou).toEqual({ key: 'edrpouDigits' });
    expect(checkApplication({ ...good, edrpou: '14360571' }).edrpou).toEqual({ key: 'edrpouCheck' });
    expect(checkApplication({ ...good, edrpou: '1436 0570' }).edrpou).toBeUndefined();
  });

  it('takes a VAT number of 12 digits only', () => {
    expect(checkApplication({ ...good, vat: '12345' }).vat).toEqual({ key: 'vatDigits' });
    expect(checkApplication({ ...good, vat: '123456789012' }).vat).toBeUndefined();
  });

  it('reads a phone as people type it, and refuses what is not a Ukrainian number', () => {
    expect(normalisePhone('(067) 123-45-67')).toBe('+380671234567');
    expect(normalisePhone('380671234567')).toBe('+380671234567');
    expect(normalisePhone('+380671234567')).toBe('+380671234567');
    expect(checkApplication({ ...good, phone: '12345' }).phone).toEqual({ key: 'phone' });
  });

  it('checks both e-mails and the password length', () => {
    const errors = checkApplication({ ...good, email: 'office', principal_email: 'a@b', password: 'short' });
    expect(errors.email).toEqual({ key: 'email' });
    expect(errors.principal_email).toEqual({ key: 'email' });
    expect(errors.password).toEqual({ key: 'passwordShort', count: 10 });
  });
});
