import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  TREATMENT_PRODUCT_IDS,
  TREATMENT_PRODUCTS,
  type TreatmentProduct,
  type TreatmentProductId,
} from '@shared/domain/treatment-catalogue';
import { treatmentEndDate, treatmentWarnings, type TreatmentWarning } from '@shared/rules/treatments';
import { formatTemperature, formatTemperatureBothScales, type UnitSystem } from '@shared/rules/units';
import { calendarDateSchema } from '@shared/schemas/common';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/input';
import { useMessages } from '@/lib/i18n/catalog';
import { useLabels } from '@/lib/i18n/labels';
import { DAY_AND_MONTH, formatDate } from '@/lib/i18n/format';
import { treatmentsMessages } from '../messages';
import type { ForecastHighs } from '../api/get-apiary-forecast';
import type { TreatmentFormApi } from './treatment-form-api';
import type { TreatmentsTranslate } from './treatment-record';

const isProductId = (value: unknown): value is TreatmentProductId =>
  typeof value === 'string' && (TREATMENT_PRODUCT_IDS as readonly string[]).includes(value);

const isCalendarDate = (value: unknown): value is string => calendarDateSchema.safeParse(value).success;

interface ProductFieldsProps {
  form: TreatmentFormApi;
  system: UnitSystem;
  /**
   * The forecast at the hive's apiary, for the temperature window: empty when there is none (no coordinates, weather
   * unavailable), undefined until known (no hive picked yet, or still loading).
   */
  forecastHighs: ForecastHighs | undefined;
  /** The hive's previous varroa treatment's catalogue product, for the same-class warning. */
  previousProductId: TreatmentProductId | null;
}

/**
 * The catalogue picker of a varroa treatment: picking a product fills in its name, dosage and next due date (when
 * the strips come out), shows what its label says, and warns (never blocks) when the forecast leaves its
 * temperature window, when supers are on and the label forbids them, or when the hive's last treatment was of the
 * same class.
 */
export function ProductFields({ form, system, forecastHighs, previousProductId }: ProductFieldsProps) {
  const t = useMessages(treatmentsMessages);
  const labels = useLabels();
  const [productId, applicationDate] = useWatch({ control: form.control, name: ['productId', 'applicationDate'] });
  const [supersOn, setSupersOn] = useState(false);
  const product = isProductId(productId) ? productId : null;

  const productField = form.register('productId', {
    onChange: (event: { target: { value: string } }) => {
      const picked = event.target.value;
      if (!isProductId(picked)) return;
      form.setValue('treatmentName', labels.product(picked), { shouldValidate: form.formState.isSubmitted });
      form.setValue('dosage', t(`dosage.${picked}`));
      const date = form.getValues('applicationDate');
      if (isCalendarDate(date)) form.setValue('nextDueDate', treatmentEndDate(picked, date));
    },
  });

  const warnings =
    product && isCalendarDate(applicationDate)
      ? treatmentWarnings({
          productId: product,
          applicationDate,
          forecastHighsF: forecastHighs ?? [],
          supersOn,
          previousProductId,
        })
      : [];

  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-stone-200 p-4">
      <legend className="px-1 text-sm font-semibold text-stone-900">{t('product.legend')}</legend>
      <FormField
        label={t('product.fromCatalogue')}
        hint={t('product.fromCatalogueHint')}
        error={form.getFieldState('productId', form.formState).error?.message}
      >
        <Select {...productField}>
          <option value="">{t('product.notFromCatalogue')}</option>
          {TREATMENT_PRODUCT_IDS.map((id) => (
            <option key={id} value={id}>
              {labels.product(id)}
            </option>
          ))}
        </Select>
      </FormField>
      {product && (
        <>
          <ProductFacts productId={product} system={system} />
          {TREATMENT_PRODUCTS[product].temperatureF && forecastHighs?.length === 0 && (
            <p className="text-sm text-stone-700">{t('product.noForecast')}</p>
          )}
          <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-stone-200 px-3 text-sm text-stone-900 hover:bg-stone-50">
            <input
              type="checkbox"
              checked={supersOn}
              onChange={(event) => setSupersOn(event.target.checked)}
              className="size-5 accent-honey-700"
            />
            {t('product.supersOn')}
          </label>
        </>
      )}
      <div role="status" aria-live="polite">
        {warnings.length > 0 && (
          <ul aria-label={t('product.warnings')} className="flex flex-col gap-2">
            {warnings.map((warning) => (
              <li
                key={warning.kind}
                className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
              >
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
                {product && warningText(t, labels.product, warning, product, system)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </fieldset>
  );
}

/** What the product's label says, as the beekeeper checks it before applying. */
function ProductFacts({ productId, system }: { productId: TreatmentProductId; system: UnitSystem }) {
  const t = useMessages(treatmentsMessages);
  const labels = useLabels();
  const product: TreatmentProduct = TREATMENT_PRODUCTS[productId];
  const name = labels.product(productId);
  const note = product.note === null ? null : noteText(t, productId, system);
  return (
    <div role="group" aria-label={t('product.labelSays', { product: name })}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-md bg-stone-50 p-3 text-sm">
        <dt className="text-stone-600">{t('product.activeIngredient')}</dt>
        <dd className="min-w-0 break-words text-stone-900">{t(`ingredient.${productId}`)}</dd>
        <dt className="text-stone-600">{t('product.class')}</dt>
        <dd className="text-stone-900">{t(`class.${product.modeOfAction}`)}</dd>
        <dt className="text-stone-600">{t('product.length')}</dt>
        <dd className="text-stone-900">{t('product.days', { count: product.lengthDays })}</dd>
        <dt className="text-stone-600">{t('product.temperature')}</dt>
        <dd className="text-stone-900">{temperatureWindow(t, product, system)}</dd>
        <dt className="text-stone-600">{t('product.honeySupers')}</dt>
        <dd className="text-stone-900">{t(product.supersAllowed ? 'product.supersMayStay' : 'product.supersOff')}</dd>
        <dt className="text-stone-600">{t('product.withdrawal')}</dt>
        <dd className="text-stone-900">
          {product.withdrawalDays > 0
            ? t('product.withdrawalDays', { count: product.withdrawalDays })
            : t('product.withdrawalNone')}
        </dd>
        {note && (
          <>
            <dt className="text-stone-600">{t('product.note')}</dt>
            <dd className="min-w-0 break-words text-stone-900">{note}</dd>
          </>
        )}
        <dt className="text-stone-600">{t('product.source')}</dt>
        {/* A citation: the label, summary or site by its own title. */}
        <dd translate="no" className="min-w-0 break-words text-stone-700">
          {product.source}
        </dd>
      </dl>
    </div>
  );
}

/**
 * A product's note in the language shown, the temperature it names (kept in °F in the shared table, beside its
 * source) in the beekeeper's scale first.
 */
function noteText(t: TreatmentsTranslate, productId: TreatmentProductId, system: UnitSystem): string {
  const { note } = TREATMENT_PRODUCTS[productId] as TreatmentProduct;
  let temperature = '';
  if (typeof note === 'function') note((fahrenheit) => (temperature = formatTemperatureBothScales(fahrenheit, system)));
  return t(`note.${productId as NotedProductId}`, { temperature });
}

/** The products whose label comes with a note. */
type NotedProductId = Exclude<TreatmentProductId, 'apilife_var' | 'hopguard'>;

/** The label's daytime highs in the beekeeper's units: "Daytime highs 50°F to 85°F", "No limit on the label". */
function temperatureWindow(t: TreatmentsTranslate, product: TreatmentProduct, system: UnitSystem): string {
  const window = product.temperatureF;
  if (!window) return t('temperature.none');
  const { min, max } = window;
  if (min !== undefined && max !== undefined) {
    return t('temperature.between', { min: formatTemperature(min, system), max: formatTemperature(max, system) });
  }
  return min !== undefined
    ? t('temperature.above', { min: formatTemperature(min, system) })
    : t('temperature.below', { max: formatTemperature(max ?? 0, system) });
}

/** A warning in the language shown, naming the product picked. */
function warningText(
  t: TreatmentsTranslate,
  productName: (product: TreatmentProductId) => string,
  warning: TreatmentWarning,
  productId: TreatmentProductId,
  system: UnitSystem,
): string {
  const product = productName(productId);
  switch (warning.kind) {
    case 'temperature':
      return t('warning.temperature', {
        product,
        window: warningWindow(t, TREATMENT_PRODUCTS[productId].temperatureF ?? {}, system),
        dates: warning.dates.map((date) => formatDate(date, DAY_AND_MONTH)).join(', '),
      });
    case 'supers':
      return t('warning.supers', { product });
    case 'same_class':
      return t('warning.sameClass', {
        previous: productName(warning.previousProductId),
        class: t(`classInSentence.${TREATMENT_PRODUCTS[productId].modeOfAction}`),
      });
  }
}

/** The window a warning names, both scales, the beekeeper's first: "between 50 °F (10 °C) and 85 °F (29 °C)". */
function warningWindow(t: TreatmentsTranslate, { min, max }: { min?: number; max?: number }, system: UnitSystem) {
  const both = (fahrenheit: number) => formatTemperatureBothScales(fahrenheit, system);
  if (min !== undefined && max !== undefined) return t('warning.window.between', { min: both(min), max: both(max) });
  return min !== undefined
    ? t('warning.window.above', { min: both(min) })
    : t('warning.window.below', { max: both(max ?? 0) });
}
