import { PLATFORM_CHARACTER_LIMITS, PLATFORM_LABELS } from '@shared/rules/marketing';
import type { MarketingPlatform } from '@shared/schemas/marketing';
import { cn } from '@/lib/cn';

/** "245 / 280 characters", counted as the platforms count (an emoji is one), red over the platform's limit. */
export function CharacterCount({ platform, text }: { platform: MarketingPlatform; text: string }) {
  const count = [...text].length;
  const limit = PLATFORM_CHARACTER_LIMITS[platform];
  return (
    <p className={cn('text-xs', count > limit ? 'font-semibold text-red-700' : 'text-stone-600')}>
      {count.toLocaleString('en-US')} / {limit.toLocaleString('en-US')} characters
      <span className="sr-only"> allowed on {PLATFORM_LABELS[platform]}</span>
    </p>
  );
}
