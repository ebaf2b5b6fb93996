import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '@shared/messages';
import { formatCardNumber, formatExpiry, testCardErrors, testCardPaymentMethod } from './test-card';

const TODAY = new Date(2026, 10, 23);
const GOOD = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

describe('the test-mode card form', () => {
  it('groups a card number in fours and puts the slash in an expiry date as it is typed', () => {
    expect(formatCardNumber('42424242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 00')).toBe('4000 0000 00');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('1')).toBe('1');
  });

  it('sends the card as test_card_ and its 16 digits, without spaces', () => {
    expect(testCardPaymentMethod('4000 0000 0000 0002')).toBe('test_card_4000000000000002');
  });

  it('accepts both test cards, with any future expiry and a 3- or 4-digit code', () => {
    expect(testCardErrors(GOOD, TODAY)).toEqual({});
    expect(testCardErrors({ ...GOOD, number: '4000 0000 0000 0002', cvc: '1234' }, TODAY)).toEqual({});
    // Good to the last day of its month.
    expect(testCardErrors({ ...GOOD, expiry: '11/26' }, TODAY)).toEqual({});
  });

  it('names each field that is wrong', () => {
    expect(testCardErrors({ number: '', expiry: '', cvc: '' }, TODAY)).toEqual({
      number: BILLING_MESSAGES.cardNumberInvalid,
      expiry: BILLING_MESSAGES.cardExpiryInvalid,
      cvc: BILLING_MESSAGES.cardCvcInvalid,
    });
    // One digit off: the checksum catches it before anything is sent.
    expect(testCardErrors({ ...GOOD, number: '4242 4242 4242 4241' }, TODAY).number).toBe(
      BILLING_MESSAGES.cardNumberInvalid,
    );
    expect(testCardErrors({ ...GOOD, expiry: '13/30' }, TODAY).expiry).toBe(BILLING_MESSAGES.cardExpiryInvalid);
    expect(testCardErrors({ ...GOOD, expiry: '10/26' }, TODAY).expiry).toBe(BILLING_MESSAGES.cardExpired);
    expect(testCardErrors({ ...GOOD, cvc: '12' }, TODAY).cvc).toBe(BILLING_MESSAGES.cardCvcInvalid);
  });
});
