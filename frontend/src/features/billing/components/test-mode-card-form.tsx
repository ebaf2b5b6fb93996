import { FlaskConical } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { TEST_MODE_CARDS } from '@shared/billing';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useMessages } from '@/lib/i18n/catalog';
import {
  formatCardNumber,
  formatExpiry,
  testCardErrors,
  testCardPaymentMethod,
  type TestCardErrors,
  type TestCardInput,
} from '../utils/test-card';
import { billingMessages } from '../messages';
import { IncompleteCardError, type PaymentForm, type PaymentFormProps } from './payment-form';

/**
 * The local test-mode provider's card form (the default offline): no money moves, and it says so. Checks the card
 * in the browser, then sends `test_card_<number>`; the provider answers each of its test cards as they are listed.
 */
export default function TestModeCardForm({ onReadyChange, disabled }: PaymentFormProps) {
  const t = useMessages(billingMessages);
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
      <legend className="sr-only">{t('card.testModeDetails')}</legend>
      <div role="note" className="flex gap-3 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-950">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div className="flex flex-col gap-1">
          <p className="font-semibold">{t('card.testModeTitle')}</p>
          <ul className="flex flex-col gap-0.5">
            {Object.entries(TEST_MODE_CARDS).map(([number, outcome]) => (
              <li key={number}>
                <span className="font-mono whitespace-nowrap">{formatCardNumber(number)}</span>{' '}
                {t(`card.outcome.${outcome}`)}
              </li>
            ))}
          </ul>
          <p>{t('card.anyExpiry')}</p>
        </div>
      </div>
      <FormField label={t('card.number')} error={errors.number}>
        <Input
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={card.number}
          onChange={(event) => change('number', formatCardNumber(event.target.value))}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField label={t('card.expiry')} error={errors.expiry}>
          <Input
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('card.expiryPlaceholder')}
            value={card.expiry}
            onChange={(event) => change('expiry', formatExpiry(event.target.value))}
          />
        </FormField>
        <FormField label={t('card.cvc')} error={errors.cvc}>
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
