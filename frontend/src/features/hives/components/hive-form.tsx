import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  FRAME_COUNT,
  HIVE_STATUS_LABELS,
  HIVE_STATUSES,
  HIVE_TYPE_LABELS,
  HIVE_TYPES,
  QUEEN_AGE_MONTHS,
} from '@shared/domain/hive';
import type { Apiary } from '@shared/schemas/apiary';
import { hiveInputSchema, type HiveInput, type ParsedHiveInput } from '@shared/schemas/hive';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { showServerFieldErrors } from '@/lib/server-field-errors';

interface HiveFormProps {
  defaultValues: HiveInput;
  apiaries: readonly Apiary[];
  /** The edit form sets the hive's status; a new hive starts active. */
  withStatus?: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** Sends the hive; rejects with the API's error. */
  onSubmit: (input: ParsedHiveInput) => Promise<void>;
  /** A failure the form can't show beside a field (anything but a 400 naming its fields). */
  onFailure: (error: unknown) => void;
}

/**
 * The create and edit form of a hive, checked with the API's own schema: the spec's messages, queen age and frame
 * count sent as whole numbers and left out when empty.
 */
export function HiveForm({
  defaultValues,
  apiaries,
  withStatus = false,
  submitLabel,
  pendingLabel,
  onSubmit,
  onFailure,
}: HiveFormProps) {
  const form = useForm<HiveInput, unknown, ParsedHiveInput>({ resolver: zodResolver(hiveInputSchema), defaultValues });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (error) {
      if (!showServerFieldErrors(error, form)) onFailure(error);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <FormField label="Name" error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <FormField label="Apiary" error={errors.apiaryId?.message}>
        <Select {...form.register('apiaryId')}>
          <option value="">Select an apiary</option>
          {apiaries.map((apiary) => (
            <option key={apiary.id} value={apiary.id}>
              {apiary.name}
            </option>
          ))}
        </Select>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Queen ID" error={errors.queenId?.message}>
          <Input autoComplete="off" {...form.register('queenId')} />
        </FormField>
        <FormField label="Queen age (months)" error={errors.queenAge?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={QUEEN_AGE_MONTHS.min}
            max={QUEEN_AGE_MONTHS.max}
            step={1}
            {...form.register('queenAge')}
          />
        </FormField>
        <FormField label="Hive type" error={errors.hiveType?.message}>
          <Select {...form.register('hiveType')}>
            {HIVE_TYPES.map((type) => (
              <option key={type} value={type}>
                {HIVE_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Frame count" error={errors.frameCount?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={FRAME_COUNT.min}
            max={FRAME_COUNT.max}
            step={1}
            {...form.register('frameCount')}
          />
        </FormField>
        {withStatus && (
          <FormField label="Status" error={errors.status?.message}>
            <Select {...form.register('status')}>
              {HIVE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {HIVE_STATUS_LABELS[status]}
                </option>
              ))}
            </Select>
          </FormField>
        )}
      </div>
      <FormField label="Notes" error={errors.notes?.message}>
        <Textarea {...form.register('notes')} />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
