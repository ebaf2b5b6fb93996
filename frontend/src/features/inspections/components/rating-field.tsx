import { useId } from 'react';
import { RATING_SCALE } from '@shared/domain/rating';
import type { InspectionFormApi } from './inspection-form-api';
import { useMessageText } from '@/lib/i18n/use-message-text';

export type RatingName = 'broodPattern' | 'temperament' | 'population' | 'foodStores' | 'smallHiveBeetle';

const RATINGS = Array.from({ length: RATING_SCALE.max - RATING_SCALE.min + 1 }, (_, index) => RATING_SCALE.min + index);

interface RatingFieldProps {
  form: InspectionFormApi;
  name: RatingName;
  label: string;
  /** What the ends of the scale mean for this rating: ['Poor', 'Excellent']. */
  ends: readonly [low: string, high: string];
}

/**
 * A 1-5 rating as a segmented control: five radio buttons side by side, each a full fifth of the row and 44 px
 * tall, so a gloved thumb hits one on a phone; arrow keys move along it as in any radio group.
 */
export function RatingField({ form, name, label, ends }: RatingFieldProps) {
  const id = useId();
  const scaleId = `${id}-scale`;
  const errorId = `${id}-error`;
  const { error } = form.getFieldState(name, form.formState);
  const say = useMessageText();
  return (
    <fieldset aria-describedby={error ? `${scaleId} ${errorId}` : scaleId} className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-stone-800">{label}</legend>
      <div className="grid grid-cols-5 gap-1 rounded-lg border border-stone-300 bg-stone-50 p-1">
        {RATINGS.map((value) => (
          <label key={value} className="min-w-0">
            <input
              type="radio"
              value={String(value)}
              {...form.register(name)}
              aria-invalid={error ? true : undefined}
              className="peer sr-only"
            />
            <span className="flex h-11 cursor-pointer items-center justify-center rounded-md text-base font-semibold text-stone-800 select-none peer-checked:bg-honey-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-honey-800 hover:bg-stone-200 peer-checked:hover:bg-honey-800">
              {value}
            </span>
          </label>
        ))}
      </div>
      <p id={scaleId} className="flex justify-between gap-2 text-xs text-stone-600">
        <span>
          {RATING_SCALE.min} {ends[0]}
        </span>
        <span className="text-right">
          {RATING_SCALE.max} {ends[1]}
        </span>
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {say(error.message ?? '')}
        </p>
      )}
    </fieldset>
  );
}
