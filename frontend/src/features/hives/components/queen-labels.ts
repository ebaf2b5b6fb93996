import type { QueenIntroduction } from '@shared/rules/queen-age';
import { useMessages } from '@/lib/i18n/catalog';
import { formatDate, MEDIUM_DATE } from '@/lib/i18n/format';
import { hivesMessages } from '../messages';

const MONTHS_PER_YEAR = 12;

/** A queen's age and introduction in the language shown, as the hive's page and the queen fields write them. */
export function useQueenWords() {
  const t = useMessages(hivesMessages);

  /** Her age for people: '8 mo', '1 yr', '1 yr 3 mo'; 'under 1 mo' in her first month. */
  function age(ageInMonths: number): string {
    if (ageInMonths < 1) return t('queenAge.underOneMonth');
    const years = Math.floor(ageInMonths / MONTHS_PER_YEAR);
    const months = ageInMonths % MONTHS_PER_YEAR;
    return [
      years > 0 ? t('queenAge.years', { count: years }) : null,
      months > 0 ? t('queenAge.months', { count: months }) : null,
    ]
      .filter(Boolean)
      .join(' ');
  }

  return {
    age,
    /** Her age in full: '6 months' in her first year ('6 mo (6 months)' would say it twice), '1 yr 2 mo (14 months)' after it. */
    ageInFull(ageInMonths: number): string {
      const months = t('queenAge.inMonths', { count: ageInMonths });
      return ageInMonths < MONTHS_PER_YEAR ? months : t('queenAge.inFull', { age: age(ageInMonths), months });
    },
    /** When she was introduced, as precisely as it is known: 'June 2025' for a month, 'Jun 14, 2025' for a day. */
    introduction(introducedOn: QueenIntroduction): string {
      return introducedOn.length === 'YYYY-MM'.length
        ? formatDate(`${introducedOn}-01`, { month: 'long', year: 'numeric' })
        : formatDate(introducedOn, MEDIUM_DATE);
    },
  };
}
