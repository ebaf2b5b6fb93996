import { coordinateText } from '@shared/domain/coordinates';
import { apiaryInputSchema, type Apiary, type ApiaryInput, type ParsedApiaryInput } from '@shared/schemas/apiary';
import { RecordForm } from '@/components/record-form';
import { RegisteredField } from '@/components/registered-field';
import { Input, Textarea } from '@/components/ui/input';
import { UseMyLocationButton } from './use-my-location-button';
import { useMessages } from '@/lib/i18n/catalog';
import { apiariesMessages } from '../messages';

interface ApiaryFormProps {
  defaultValues: ApiaryInput;
  /** The apiary's create or update mutation. */
  save: (input: ParsedApiaryInput) => Promise<Apiary>;
  /** Given by a flow that goes on after the apiary (adding a hive): called with it instead of closing. */
  onSaved?: ((apiary: Apiary) => void) | undefined;
}

/** The fields of an apiary, checked with the API's own schema so they show the spec's messages. */
export function ApiaryForm({ defaultValues, save, onSaved }: ApiaryFormProps) {
  const t = useMessages(apiariesMessages);
  return (
    <RecordForm schema={apiaryInputSchema} defaultValues={defaultValues} save={save} onSaved={onSaved}>
      {(form) => {
        const fillCoordinates = ({ latitude, longitude }: { latitude: number; longitude: number }) => {
          const changed = { shouldValidate: true, shouldDirty: true } as const;
          form.setValue('latitude', coordinateText(latitude), changed);
          form.setValue('longitude', coordinateText(longitude), changed);
        };
        return (
          <>
            <RegisteredField form={form} name="name" label={t('form.name')}>
              <Input autoComplete="off" />
            </RegisteredField>
            <RegisteredField form={form} name="location" label={t('form.location')} hint={t('form.locationHint')}>
              <Input autoComplete="off" />
            </RegisteredField>
            <div className="grid gap-4 sm:grid-cols-2">
              <RegisteredField form={form} name="latitude" label={t('form.latitude')} hint={t('form.latitudeHint')}>
                <Input autoComplete="off" />
              </RegisteredField>
              <RegisteredField form={form} name="longitude" label={t('form.longitude')} hint={t('form.longitudeHint')}>
                <Input autoComplete="off" />
              </RegisteredField>
            </div>
            <UseMyLocationButton onFound={fillCoordinates} />
            <RegisteredField form={form} name="description" label={t('form.description')}>
              <Textarea />
            </RegisteredField>
          </>
        );
      }}
    </RecordForm>
  );
}
