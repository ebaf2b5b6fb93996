import type source from '@shared/i18n/catalogs/inspection-suggestions/en-US.json';
import { COMMON_HIVE_DISEASES, COMMON_HIVE_TREATMENTS } from '@shared/schemas/inspection';
import { defineCatalog, useMessages } from '@/lib/i18n/catalog';
import inspectionSuggestionsFiles from 'virtual:catalog/inspection-suggestions';

/** The inspection form's common diseases and treatments in every language (`shared/i18n/catalogs/inspection-suggestions`). */
export const inspectionSuggestionsMessages = defineCatalog<keyof typeof source>(inspectionSuggestionsFiles);

type SuggestionKey = keyof typeof source;

const DISEASE_KEYS = {
  'American foulbrood': 'disease.americanFoulbrood',
  'European foulbrood': 'disease.europeanFoulbrood',
  Chalkbrood: 'disease.chalkbrood',
  Sacbrood: 'disease.sacbrood',
  Nosema: 'disease.nosema',
  'Deformed wing virus': 'disease.deformedWingVirus',
  'Varroa mites': 'disease.varroaMites',
  'Wax moth': 'disease.waxMoth',
} as const satisfies Record<(typeof COMMON_HIVE_DISEASES)[number], SuggestionKey>;

const TREATMENT_KEYS = {
  'Oxalic acid': 'treatment.oxalicAcid',
  'Formic acid': 'treatment.formicAcid',
  'Apivar (amitraz)': 'treatment.apivar',
  'Apiguard (thymol)': 'treatment.apiguard',
  'Apilife Var (thymol)': 'treatment.apilifeVar',
  'Drone brood removal': 'treatment.droneBroodRemoval',
  'Sugar syrup': 'treatment.sugarSyrup',
  Fondant: 'treatment.fondant',
  'Pollen patty': 'treatment.pollenPatty',
} as const satisfies Record<(typeof COMMON_HIVE_TREATMENTS)[number], SuggestionKey>;

/** A common entry: what is stored (the shared English value, unchanged) and what the beekeeper reads. */
export interface Suggestion {
  value: string;
  label: string;
}

/** The common diseases and treatments offered as chips, in the language shown. */
export function useInspectionSuggestions(): { diseases: Suggestion[]; treatments: Suggestion[] } {
  const t = useMessages(inspectionSuggestionsMessages);
  return {
    diseases: COMMON_HIVE_DISEASES.map((value) => ({ value, label: t(DISEASE_KEYS[value]) })),
    treatments: COMMON_HIVE_TREATMENTS.map((value) => ({ value, label: t(TREATMENT_KEYS[value]) })),
  };
}
