import { coordinateText } from '@shared/domain/coordinates';
import { apiaryInputSchema } from '@shared/schemas/apiary';
import { DialogForm, type SubmitLabels } from '@/components/dialog-form';
import { RegisteredField } from '@/components/registered-field';
import { Input, Textarea } from '@/components/ui/input';
import { useSchemaForm, type SchemaFormOptions } from '@/hooks/use-schema-form';
import { UseMyLocationButton } from './use-my-location-button';

type ApiaryFormProps = SchemaFormOptions<typeof apiaryInputSchema> & SubmitLabels;

/** The create and edit form of an apiary, checked with the API's own schema so it shows the spec's messages. */
export function ApiaryForm({ submitLabel, pendingLabel, ...options }: ApiaryFormProps) {
  const { form, submit } = useSchemaForm(apiaryInputSchema, options);
  const fillCoordinates = ({ latitude, longitude }: { latitude: number; longitude: number }) => {
    const changed = { shouldValidate: true, shouldDirty: true } as const;
    form.setValue('latitude', coordinateText(latitude), changed);
    form.setValue('longitude', coordinateText(longitude), changed);
  };
  return (
    <DialogForm form={form} onSubmit={submit} submitLabel={submitLabel} pendingLabel={pendingLabel}>
      <RegisteredField form={form} name="name" label="Name">
        <Input autoComplete="off" />
      </RegisteredField>
      <RegisteredField form={form} name="location" label="Location" hint="An address or a description of the place.">
        <Input autoComplete="off" />
      </RegisteredField>
      <div className="grid gap-4 sm:grid-cols-2">
        <RegisteredField form={form} name="latitude" label="Latitude" hint="Decimal degrees, e.g. 51.5072">
          <Input autoComplete="off" />
        </RegisteredField>
        <RegisteredField form={form} name="longitude" label="Longitude" hint="Decimal degrees, e.g. -0.1276">
          <Input autoComplete="off" />
        </RegisteredField>
      </div>
      <UseMyLocationButton onFound={fillCoordinates} />
      <RegisteredField form={form} name="description" label="Description">
        <Textarea />
      </RegisteredField>
    </DialogForm>
  );
}
