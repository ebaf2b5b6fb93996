/**
 * What turns a voice inspection's transcript into draft inspections (docs/features/voice-inspections.md): Amazon
 * Bedrock on a stage that has it, HiveKeeper's built-in parser offline, chosen by the same configuration as the
 * marketing content's writer (`provider.ts`). A drafter fills only what the words say and gives, for each field, the
 * words it came from; nothing it returns is saved until the beekeeper confirms it.
 */
import type { InspectionDrafter as DrafterName } from '../../../shared/domain/inspection-drafts';
import type { Locale } from '../../../shared/i18n/locales';
import type { HiveInspectionDraft } from '../../../shared/schemas/inspection-draft';
import type { UnitSystem } from '../../../shared/rules/units';

/** A hive the beekeeper may have spoken of: one of the apiary's, by the name they gave it. */
export interface DraftableHive {
  id: string;
  name: string;
}

/** What a draft is made from: the words, the apiary's hives, and the beekeeper's language and units. */
export interface DraftBrief {
  transcript: string;
  hives: readonly DraftableHive[];
  locale: Locale;
  units: UnitSystem;
}

export interface InspectionDrafter {
  readonly name: DrafterName;
  /**
   * A draft per hive spoken of, in the order spoken; a hive the words don't name gets `hiveId: null` (one hive in
   * the apiary: that hive). Throws `ContentGenerationError` when the answer can't be used.
   */
  draftInspections(brief: DraftBrief): Promise<HiveInspectionDraft[]>;
}
