import { useWatch } from 'react-hook-form';
import { FEED_TYPES, SYRUP_RATIOS, type FeedType, type SyrupRatio } from '@shared/domain/treatment-catalogue';
import { WEIGHT_INPUT_UNIT, type UnitSystem } from '@shared/rules/units';
import { RegisteredField } from '@/components/registered-field';
import { Input, Select } from '@/components/ui/input';
import { ChoiceOptions } from '@/components/ui/select-options';
import { useMessages } from '@/lib/i18n/catalog';
import { useLabels } from '@/lib/i18n/labels';
import { treatmentsMessages } from '../messages';
import type { TreatmentFormApi } from './treatment-form-api';

/**
 * A feeding's feed, how much (in the beekeeper's unit: lbs or kg) and, for syrup, its sugar-to-water ratio; the
 * sugar in it adds to the colony's total for the year.
 */
export function FeedingFields({ form, system }: { form: TreatmentFormApi; system: UnitSystem }) {
  const t = useMessages(treatmentsMessages);
  const labels = useLabels();
  const feedType = useWatch({ control: form.control, name: 'feedType' });
  const feedLabels = Object.fromEntries(FEED_TYPES.map((feed) => [feed, labels.feedType(feed)])) as Record<
    FeedType,
    string
  >;
  const ratioLabels = Object.fromEntries(SYRUP_RATIOS.map((ratio) => [ratio, t(`feeding.ratio.${ratio}`)])) as Record<
    SyrupRatio,
    string
  >;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-stone-200 p-4">
      <legend className="px-1 text-sm font-semibold text-stone-900">{t('feeding.legend')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <RegisteredField form={form} name="feedType" label={t('feeding.feedLabel')}>
          <Select>
            <option value="">{t('feeding.selectFeed')}</option>
            <ChoiceOptions choices={FEED_TYPES} labels={feedLabels} />
          </Select>
        </RegisteredField>
        <RegisteredField
          form={form}
          name="feedAmount"
          label={t('feeding.amountLabel', { unit: WEIGHT_INPUT_UNIT[system] })}
        >
          <Input inputMode="decimal" autoComplete="off" />
        </RegisteredField>
      </div>
      {feedType === 'sugar_syrup' && (
        <RegisteredField form={form} name="syrupRatio" label={t('feeding.ratio')}>
          <Select>
            <option value="">{t('feeding.selectRatio')}</option>
            <ChoiceOptions choices={SYRUP_RATIOS} labels={ratioLabels} />
          </Select>
        </RegisteredField>
      )}
    </fieldset>
  );
}
