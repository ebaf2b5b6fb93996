import { BILLING_MESSAGES } from '@shared/messages';

/** What the test-mode card form holds, as typed. */
export interface TestCardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export type TestCardErrors = Partial<Record<keyof TestCardInput, string>>;

const CARD_DIGITS = 16;

/** The digits of a card number as typed, spaces and dashes left out. */
export const cardDigits = (number: string) => number.replace(/\D/g, '');

/** A card number as it is printed, in groups of four: '4242 4242 4242 4242'. */
export const formatCardNumber = (number: string) =>
  cardDigits(number)
    .slice(0, CARD_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** An expiry date as typed into one field, the slash put in: '12/34'. */
export function formatExpiry(expiry: string): string {
  const digits = cardDigits(expiry).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The Luhn checksum every card number carries, so a mistyped digit is caught before anything is sent. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

function expiryError(expiry: string, today: Date): string | undefined {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return BILLING_MESSAGES.cardExpiryInvalid;
  // A card is good to the last day of its expiry month.
  const firstDayAfter = new Date(2000 + Number(match[2]), month, 1);
  return firstDayAfter <= today ? BILLING_MESSAGES.cardExpired : undefined;
}

/** What is wrong with each field of the card, by field; empty when the card can be sent. */
export function testCardErrors(card: TestCardInput, today = new Date()): TestCardErrors {
  const digits = cardDigits(card.number);
  const errors: TestCardErrors = {
    number: digits.length === CARD_DIGITS && passesLuhn(digits) ? undefined : BILLING_MESSAGES.cardNumberInvalid,
    expiry: expiryError(card.expiry, today),
    cvc: /^\d{3,4}$/.test(card.cvc.trim()) ? undefined : BILLING_MESSAGES.cardCvcInvalid,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as TestCardErrors;
}

/** The payment method the test-mode provider takes for a card: `test_card_<16 digits>`. */
export const testCardPaymentMethod = (number: string) => `test_card_${cardDigits(number)}`;
