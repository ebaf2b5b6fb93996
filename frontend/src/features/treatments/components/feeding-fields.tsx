import { useWatch } from 'react-hook-form';
import { FEED_TYPE_LABELS, FEED_TYPES, SYRUP_RATIOS } from '@shared/domain/treatment-catalogue';
import { WEIGHT_INPUT_UNIT, type UnitSystem } from '@shared/rules/units';
import { RegisteredField } from '@/components/registered-field';
import { Input, Select } from '@/components/ui/input';
import { ChoiceOptions } from '@/components/ui/select-options';
import type { TreatmentFormApi } from './treatment-form-api';

const RATIO_LABELS = { '1:1': '1:1 (spring build-up)', '2:1': '2:1 (fall stores)' } as const;

/**
 * A feeding's feed, how much (in the beekeeper's unit: lbs or kg) and, for syrup, its sugar-to-water ratio; the
 * sugar in it adds to the colony's total for the year.
 */
export function FeedingFields({ form, system }: { form: TreatmentFormApi; system: UnitSystem }) {
  const feedType = useWatch({ control: form.control, name: 'feedType' });
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-stone-200 p-4">
      <legend className="px-1 text-sm font-semibold text-stone-900">Feeding</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <RegisteredField form={form} name="feedType" label="Feed">
          <Select>
            <option value="">Select a feed</option>
            <ChoiceOptions choices={FEED_TYPES} labels={FEED_TYPE_LABELS} />
          </Select>
        </RegisteredField>
        <RegisteredField form={form} name="feedAmount" label={`Amount (${WEIGHT_INPUT_UNIT[system]})`}>
          <Input inputMode="decimal" autoComplete="off" />
        </RegisteredField>
      </div>
      {feedType === 'sugar_syrup' && (
        <RegisteredField form={form} name="syrupRatio" label="Syrup ratio (sugar to water)">
          <Select>
            <option value="">Select a ratio</option>
            <ChoiceOptions choices={SYRUP_RATIOS} labels={RATIO_LABELS} />
          </Select>
        </RegisteredField>
      )}
    </fieldset>
  );
}
