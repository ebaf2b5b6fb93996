import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { apiaryInputSchema, type ApiaryInput, type ParsedApiaryInput } from '@shared/schemas/apiary';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { showServerFieldErrors } from '@/lib/server-field-errors';

interface ApiaryFormProps {
  defaultValues: ApiaryInput;
  submitLabel: string;
  pendingLabel: string;
  /** Sends the apiary; rejects with the API's error. */
  onSubmit: (input: ParsedApiaryInput) => Promise<void>;
  /** A failure the form can't show beside a field (anything but a 400 naming its fields). */
  onFailure: (error: unknown) => void;
}

/** The create and edit form of an apiary, checked with the API's own schema so it shows the spec's messages. */
export function ApiaryForm({ defaultValues, submitLabel, pendingLabel, onSubmit, onFailure }: ApiaryFormProps) {
  const form = useForm<ApiaryInput, unknown, ParsedApiaryInput>({
    resolver: zodResolver(apiaryInputSchema),
    defaultValues,
  });
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
      <FormField label="Location" error={errors.location?.message} hint="An address or a description of the place.">
        <Input autoComplete="off" {...form.register('location')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Latitude" error={errors.latitude?.message} hint="Decimal degrees, e.g. 51.5072">
          <Input autoComplete="off" {...form.register('latitude')} />
        </FormField>
        <FormField label="Longitude" error={errors.longitude?.message} hint="Decimal degrees, e.g. -0.1276">
          <Input autoComplete="off" {...form.register('longitude')} />
        </FormField>
      </div>
      <FormField label="Description" error={errors.description?.message}>
        <Textarea {...form.register('description')} />
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
