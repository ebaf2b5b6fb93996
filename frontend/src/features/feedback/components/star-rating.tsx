import { Star } from 'lucide-react';
import { RATING_SCALE } from '@shared/domain/rating';
import { cn } from '@/lib/cn';
import { useMessages, type Translate } from '@/lib/i18n/catalog';
import { feedbackMessages, type FeedbackKey } from '../messages';

const STARS = Array.from({ length: RATING_SCALE.max - RATING_SCALE.min + 1 }, (_, index) => RATING_SCALE.min + index);

/** 'N out of 5 stars' in the language shown. */
export const ratingLabel = (t: Translate<FeedbackKey>, rating: number) =>
  t('rating.stars', { rating, max: RATING_SCALE.max });

interface StarRatingProps {
  /** 0 when no rating is given (the form leaves it out). */
  value: number;
  onChange: (rating: number) => void;
}

/**
 * The optional 1-5 rating: one toggle button per star (pressing the chosen one again takes the rating back), and
 * the 'N out of 5 stars' label once one is chosen.
 */
export function StarRating({ value, onChange }: StarRatingProps) {
  const t = useMessages(feedbackMessages);
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-stone-900">{t('rating.legend')}</legend>
      <div className="flex flex-wrap items-center gap-1">
        {STARS.map((star) => (
          <button
            key={star}
            type="button"
            aria-label={ratingLabel(t, star)}
            aria-pressed={value === star}
            onClick={() => onChange(value === star ? 0 : star)}
            className="rounded-md p-1 text-honey-700 hover:bg-honey-100 focus-visible:ring-2 focus-visible:ring-honey-600 focus-visible:outline-none"
          >
            <Star aria-hidden="true" className={cn('size-7', star <= value ? 'fill-current' : 'text-stone-400')} />
          </button>
        ))}
        <span aria-live="polite" className="ml-2 text-sm text-stone-700">
          {value > 0 ? ratingLabel(t, value) : ''}
        </span>
      </div>
    </fieldset>
  );
}
