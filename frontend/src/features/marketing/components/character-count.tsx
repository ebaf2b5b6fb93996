import { PLATFORM_CHARACTER_LIMITS } from '@shared/rules/marketing';
import type { MarketingPlatform } from '@shared/schemas/marketing';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/catalog';
import { formatNumber } from '@/lib/i18n/format';
import { marketingMessages } from '../messages';

/** "245 / 280 characters", counted as the platforms count (an emoji is one), red over the platform's limit. */
export function CharacterCount({ platform, text }: { platform: MarketingPlatform; text: string }) {
  const t = useMessages(marketingMessages);
  const count = [...text].length;
  const limit = PLATFORM_CHARACTER_LIMITS[platform];
  return (
    <p className={cn('text-xs', count > limit ? 'font-semibold text-red-700' : 'text-stone-600')}>
      {t('characters', { limit, count: formatNumber(count), limitText: formatNumber(limit) })}
      <span className="sr-only">
        {' '}
        {t('allowedOn')} {t(`platform.${platform}`)}
      </span>
    </p>
  );
}
