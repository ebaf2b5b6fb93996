import { FEEDBACK_CATEGORIES, feedbackInputSchema, type FeedbackInput } from '@shared/schemas/feedback';
import { RegisteredField } from '@/components/registered-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Select, Textarea } from '@/components/ui/input';
import { ChoiceOptions } from '@/components/ui/select-options';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { isApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/catalog';
import { toast } from '@/lib/toast';
import { useCreateFeedback } from '../api/create-feedback';
import { feedbackMessages } from '../messages';
import { useCategoryLabels } from './feedback-labels';
import { StarRating } from './star-rating';

const EMPTY_FEEDBACK = { category: '', subject: '', message: '', rating: 0, userEmail: '' } as FeedbackInput;

/**
 * The feedback form (spec section 2): category, subject, message, the optional star rating and, for a visitor only,
 * the optional e-mail (a signed-in sender's address comes from their account on the server).
 */
export function FeedbackForm({ signedIn }: { signedIn: boolean }) {
  const t = useMessages(feedbackMessages);
  const categoryLabels = useCategoryLabels();
  const createFeedback = useCreateFeedback();
  const { form, submit } = useSchemaForm(feedbackInputSchema, {
    defaultValues: EMPTY_FEEDBACK,
    onSubmit: async (values) => {
      await createFeedback.mutateAsync(signedIn ? { ...values, userEmail: undefined } : values);
      form.reset(EMPTY_FEEDBACK);
      toast({ title: t('form.submittedTitle'), description: t('form.submitted'), variant: 'success' });
    },
    onFailure: (error) =>
      toast({
        title: t('form.submitFailedTitle'),
        description: (isApiError(error) && error.serverMessage) || t('form.submitFailed'),
        variant: 'destructive',
      }),
  });
  const rating = Number(form.watch('rating') ?? 0);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('form.title')}</CardTitle>
        <CardDescription>{t('form.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <RegisteredField form={form} name="category" label={t('form.category')}>
            <Select>
              <option value="">{t('form.categoryPlaceholder')}</option>
              <ChoiceOptions choices={FEEDBACK_CATEGORIES} labels={categoryLabels} />
            </Select>
          </RegisteredField>
          <RegisteredField form={form} name="subject" label={t('form.subject')}>
            <Input placeholder={t('form.subjectPlaceholder')} />
          </RegisteredField>
          <RegisteredField form={form} name="message" label={t('form.message')}>
            <Textarea rows={6} placeholder={t('form.messagePlaceholder')} />
          </RegisteredField>
          <StarRating value={rating} onChange={(value) => form.setValue('rating', value, { shouldDirty: true })} />
          {!signedIn && (
            <RegisteredField form={form} name="userEmail" label={t('form.email')} hint={t('form.emailHint')}>
              <Input type="email" autoComplete="email" placeholder={t('form.emailPlaceholder')} />
            </RegisteredField>
          )}
          <Button type="submit" disabled={form.formState.isSubmitting} className="sm:w-fit">
            {form.formState.isSubmitting ? t('form.submitting') : t('form.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
