import { FEEDBACK_MESSAGES } from '@shared/messages';
import {
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_CATEGORIES,
  feedbackInputSchema,
  type FeedbackInput,
} from '@shared/schemas/feedback';
import { RegisteredField } from '@/components/registered-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Select, Textarea } from '@/components/ui/input';
import { ChoiceOptions } from '@/components/ui/select-options';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateFeedback } from '../api/create-feedback';

import { StarRating } from './star-rating';

const EMPTY_FEEDBACK = { category: '', subject: '', message: '', rating: 0, userEmail: '' } as FeedbackInput;

/**
 * The feedback form (spec section 2): category, subject, message, the optional star rating and, for a visitor only,
 * the optional e-mail (a signed-in sender's address comes from their account on the server).
 */
export function FeedbackForm({ signedIn }: { signedIn: boolean }) {
  const createFeedback = useCreateFeedback();
  const { form, submit } = useSchemaForm(feedbackInputSchema, {
    defaultValues: EMPTY_FEEDBACK,
    onSubmit: async (values) => {
      await createFeedback.mutateAsync(signedIn ? { ...values, userEmail: undefined } : values);
      form.reset(EMPTY_FEEDBACK);
      toast({ title: FEEDBACK_MESSAGES.submittedTitle, description: FEEDBACK_MESSAGES.submitted, variant: 'success' });
    },
    onFailure: (error) =>
      toast({
        title: FEEDBACK_MESSAGES.submitFailedTitle,
        description: (isApiError(error) && error.serverMessage) || FEEDBACK_MESSAGES.submitFailed,
        variant: 'destructive',
      }),
  });
  const rating = Number(form.watch('rating') ?? 0);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Send Feedback</CardTitle>
        <CardDescription>Report a problem, suggest a feature or tell us how HiveKeeper works for you.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <RegisteredField form={form} name="category" label="Category">
            <Select>
              <option value="">Select a category</option>
              <ChoiceOptions choices={FEEDBACK_CATEGORIES} labels={FEEDBACK_CATEGORY_LABELS} />
            </Select>
          </RegisteredField>
          <RegisteredField form={form} name="subject" label="Subject">
            <Input placeholder="Brief description of your feedback" />
          </RegisteredField>
          <RegisteredField form={form} name="message" label="Message">
            <Textarea rows={6} placeholder="Tell us more: what happened, what you expected, what would help." />
          </RegisteredField>
          <StarRating value={rating} onChange={(value) => form.setValue('rating', value, { shouldDirty: true })} />
          {!signedIn && (
            <RegisteredField
              form={form}
              name="userEmail"
              label="Email (optional)"
              hint="Leave your address if you would like us to reply."
            >
              <Input type="email" autoComplete="email" placeholder="you@example.com" />
            </RegisteredField>
          )}
          <Button type="submit" disabled={form.formState.isSubmitting} className="sm:w-fit">
            {form.formState.isSubmitting ? 'Submitting...' : 'Submit Feedback'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
