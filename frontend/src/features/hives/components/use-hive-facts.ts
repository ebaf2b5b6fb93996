import { hiveFacts, type HiveFact } from '@shared/rules/hive-facts';
import { lastInspectionAge } from '@shared/rules/last-inspection';
import type { Hive } from '@shared/schemas/hive';
import { useMessages, type Translate } from '@/lib/i18n/catalog';
import { useLabels } from '@/lib/i18n/labels';
import { hivesMessages, type HivesMessageKey } from '../messages';

const MONTHS_PER_YEAR = 12;

/**
 * `hiveFacts` in the language shown: the same facts in the same order, their names and words from the hives
 * catalogue. The health value stays the stored label (its badge names it), the queen's ID stays hers.
 */
export function useHiveFacts(): (hive: Hive, now: Date) => HiveFact[] {
  const t = useMessages(hivesMessages);
  const labels = useLabels();
  const words: Record<HiveFact['kind'], (hive: Hive, now: Date, english: string) => string> = {
    health: (_hive, _now, english) => english,
    lastInspection: (hive, now) => lastInspectionWords(t, hive, now),
    queen: (hive) => {
      const parts = [
        hive.queenId,
        hive.queenAge === null ? null : queenAgeWords(t, hive.queenAge),
        hive.queenMarking === null
          ? null
          : hive.queenMarking === 'unmarked'
            ? labels.queenMarking('unmarked')
            : t('fact.queenMark', { colour: labels.queenMarking(hive.queenMarking) }),
      ].filter((part): part is string => part !== null && part !== '');
      return parts.length > 0 ? parts.join(' · ') : t('fact.noQueenData');
    },
    frames: (_hive, _now, english) => english,
    hiveType: (hive) => labels.hiveType(hive.hiveType),
  };
  return (hive, now) =>
    hiveFacts(hive, now).map((fact) => ({
      ...fact,
      term: t(`fact.${fact.kind}`),
      value: words[fact.kind](hive, now, fact.value),
    }));
}

/** How long ago, as the shared rule counts it ('today', 3 days, 2 weeks), in the language's plurals. */
function lastInspectionWords(t: Translate<HivesMessageKey>, hive: Hive, now: Date): string {
  const age = lastInspectionAge(hive.lastInspectionDate, now);
  if (age === 'never') return t('fact.never');
  if (age === 'today') return t('fact.today');
  return t(`fact.ago.${age.unit}`, { count: age.count });
}

/** Her age as the cards write it: 'under 1 mo old', '1 yr 2 mo old'. */
function queenAgeWords(t: Translate<HivesMessageKey>, ageInMonths: number): string {
  if (ageInMonths < 1) return t('fact.queenAge.underMonth');
  const years = Math.floor(ageInMonths / MONTHS_PER_YEAR);
  const months = ageInMonths % MONTHS_PER_YEAR;
  if (years === 0) return t('fact.queenAge.months', { months });
  if (months === 0) return t('fact.queenAge.years', { years });
  return t('fact.queenAge.yearsMonths', { years, months });
}
