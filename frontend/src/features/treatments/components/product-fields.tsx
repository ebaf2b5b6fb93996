import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  MODE_OF_ACTION_LABELS,
  TREATMENT_PRODUCT_IDS,
  TREATMENT_PRODUCTS,
  type TreatmentProduct,
  type TreatmentProductId,
} from '@shared/domain/treatment-catalogue';
import { countOf } from '@shared/count-of';
import { productNote, treatmentEndDate, treatmentWarnings } from '@shared/rules/treatments';
import { formatTemperature, type UnitSystem } from '@shared/rules/units';
import { calendarDateSchema } from '@shared/schemas/common';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/input';
import type { ForecastHighs } from '../api/get-apiary-forecast';
import type { TreatmentFormApi } from './treatment-form-api';

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
  const [productId, applicationDate] = useWatch({ control: form.control, name: ['productId', 'applicationDate'] });
  const [supersOn, setSupersOn] = useState(false);
  const product = isProductId(productId) ? productId : null;

  const productField = form.register('productId', {
    onChange: (event: { target: { value: string } }) => {
      const picked = event.target.value;
      if (!isProductId(picked)) return;
      const { name, dosage } = TREATMENT_PRODUCTS[picked];
      form.setValue('treatmentName', name, { shouldValidate: form.formState.isSubmitted });
      form.setValue('dosage', dosage);
      const date = form.getValues('applicationDate');
      if (isCalendarDate(date)) form.setValue('nextDueDate', treatmentEndDate(picked, date));
    },
  });

  const warnings =
    product && isCalendarDate(applicationDate)
      ? treatmentWarnings({
          productId: product,
          system,
          applicationDate,
          forecastHighsF: forecastHighs ?? [],
          supersOn,
          previousProductId,
        })
      : [];

  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-stone-200 p-4">
      <legend className="px-1 text-sm font-semibold text-stone-900">Product</legend>
      <FormField
        label="From the catalogue"
        hint="Fills in the name, dosage and when it comes out; or leave it and type your own."
        error={form.getFieldState('productId', form.formState).error?.message}
      >
        <Select {...productField}>
          <option value="">Not from the catalogue</option>
          {TREATMENT_PRODUCT_IDS.map((id) => (
            <option key={id} value={id}>
              {TREATMENT_PRODUCTS[id].name}
            </option>
          ))}
        </Select>
      </FormField>
      {product && (
        <>
          <ProductFacts product={TREATMENT_PRODUCTS[product]} system={system} />
          {TREATMENT_PRODUCTS[product].temperatureF && forecastHighs?.length === 0 && (
            <p className="text-sm text-stone-700">
              No forecast for this hive&apos;s apiary (it needs coordinates, or the weather is unavailable): check the
              daytime highs yourself.
            </p>
          )}
          <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-stone-200 px-3 text-sm text-stone-900 hover:bg-stone-50">
            <input
              type="checkbox"
              checked={supersOn}
              onChange={(event) => setSupersOn(event.target.checked)}
              className="size-5 accent-honey-700"
            />
            Honey supers on
          </label>
        </>
      )}
      <div role="status" aria-live="polite">
        {warnings.length > 0 && (
          <ul aria-label="Warnings" className="flex flex-col gap-2">
            {warnings.map((warning) => (
              <li
                key={warning.kind}
                className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
              >
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
                {warning.message}
              </li>
            ))}
          </ul>
        )}
      </div>
    </fieldset>
  );
}

/** What the product's label says, as the beekeeper checks it before applying. */
function ProductFacts({ product, system }: { product: TreatmentProduct; system: UnitSystem }) {
  const note = productNote(product, system);
  return (
    <div role="group" aria-label={`What the ${product.name} label says`}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-md bg-stone-50 p-3 text-sm">
        <dt className="text-stone-600">Active ingredient</dt>
        <dd className="min-w-0 break-words text-stone-900">{product.activeIngredient}</dd>
        <dt className="text-stone-600">Class</dt>
        <dd className="text-stone-900">{MODE_OF_ACTION_LABELS[product.modeOfAction]}</dd>
        <dt className="text-stone-600">Length</dt>
        <dd className="text-stone-900">{countOf(product.lengthDays, 'day', 'days')}</dd>
        <dt className="text-stone-600">Temperature</dt>
        <dd className="text-stone-900">{temperatureWindow(product, system)}</dd>
        <dt className="text-stone-600">Honey supers</dt>
        <dd className="text-stone-900">{product.supersAllowed ? 'May stay on' : 'Off during the treatment'}</dd>
        <dt className="text-stone-600">Withdrawal</dt>
        <dd className="text-stone-900">
          {product.withdrawalDays > 0
            ? `${countOf(product.withdrawalDays, 'day', 'days')} after it ends before supers go back on`
            : 'None'}
        </dd>
        {note && (
          <>
            <dt className="text-stone-600">Note</dt>
            <dd className="min-w-0 break-words text-stone-900">{note}</dd>
          </>
        )}
        <dt className="text-stone-600">Source</dt>
        <dd className="min-w-0 break-words text-stone-700">{product.source}</dd>
      </dl>
    </div>
  );
}

/** The label's daytime highs in the beekeeper's units: "50°F to 85°F", "Above 15°C", "No limit on the label". */
function temperatureWindow(product: TreatmentProduct, system: UnitSystem): string {
  const window = product.temperatureF;
  if (!window) return 'No limit on the label';
  const { min, max } = window;
  if (min !== undefined && max !== undefined) {
    return `Daytime highs ${formatTemperature(min, system)} to ${formatTemperature(max, system)}`;
  }
  return min !== undefined
    ? `Daytime highs above ${formatTemperature(min, system)}`
    : `Daytime highs below ${formatTemperature(max ?? 0, system)}`;
}
