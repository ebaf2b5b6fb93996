import { FlaskConical } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { TEST_MODE_CARDS } from '@shared/billing';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import {
  formatCardNumber,
  formatExpiry,
  testCardErrors,
  testCardPaymentMethod,
  type TestCardErrors,
  type TestCardInput,
} from '../utils/test-card';
import { IncompleteCardError, type PaymentForm, type PaymentFormProps } from './payment-form';

const OUTCOME_WORDS = { succeeds: 'succeeds', declined: 'is declined' } as const;

/**
 * The local test-mode provider's card form (the default offline): no money moves, and it says so. Checks the card
 * in the browser, then sends `test_card_<number>`; the provider answers each of its test cards as they are listed.
 */
export default function TestModeCardForm({ onReadyChange, disabled }: PaymentFormProps) {
  const [card, setCard] = useState<TestCardInput>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<TestCardErrors>({});
  // createPaymentMethod reads the card as it is when Subscribe is pressed, not as it was when the form was made.
  const cardRef = useRef(card);

  useEffect(() => {
    const form: PaymentForm = {
      createPaymentMethod: () => {
        const found = testCardErrors(cardRef.current);
        setErrors(found);
        if (Object.keys(found).length > 0) return Promise.reject(new IncompleteCardError('Check the card details'));
        return Promise.resolve(testCardPaymentMethod(cardRef.current.number));
      },
      // The test-mode provider never asks for 3-D Secure: there is nothing to confirm.
      confirm: () => Promise.resolve(),
    };
    onReadyChange(form);
    return () => onReadyChange(null);
  }, [onReadyChange]);

  const change = (field: keyof TestCardInput, value: string) => {
    cardRef.current = { ...cardRef.current, [field]: value };
    setCard(cardRef.current);
    // A corrected field loses its message; the others keep theirs until the next try.
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  return (
    <fieldset disabled={disabled} className="flex flex-col gap-4">
      <legend className="sr-only">Card details (test mode)</legend>
      <div role="note" className="flex gap-3 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-950">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div className="flex flex-col gap-1">
          <p className="font-semibold">Test mode: no real card is charged</p>
          <ul className="flex flex-col gap-0.5">
            {Object.entries(TEST_MODE_CARDS).map(([number, outcome]) => (
              <li key={number}>
                <span className="font-mono whitespace-nowrap">{formatCardNumber(number)}</span> {OUTCOME_WORDS[outcome]}
              </li>
            ))}
          </ul>
          <p>Any future expiry date and any 3-digit security code will do.</p>
        </div>
      </div>
      <FormField label="Card number" error={errors.number}>
        <Input
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={card.number}
          onChange={(event) => change('number', formatCardNumber(event.target.value))}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField label="Expiry (MM/YY)" error={errors.expiry}>
          <Input
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={card.expiry}
            onChange={(event) => change('expiry', formatExpiry(event.target.value))}
          />
        </FormField>
        <FormField label="Security code (CVC)" error={errors.cvc}>
          <Input
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            placeholder="123"
            value={card.cvc}
            onChange={(event) => change('cvc', event.target.value.replace(/\D/g, ''))}
          />
        </FormField>
      </div>
    </fieldset>
  );
}
