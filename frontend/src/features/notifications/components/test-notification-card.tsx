import { BellRing } from 'lucide-react';
import { NOTIFICATION_MESSAGES } from '@shared/messages';
import { SUBSCRIPTION_PLANS, SUBSCRIPTION_PLAN_NAMES } from '@shared/plans';
import { simulateSignupInputSchema, type SimulateSignupInput } from '@shared/schemas/notification';
import { RegisteredField } from '@/components/registered-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Select } from '@/components/ui/input';
import { ChoiceOptions } from '@/components/ui/select-options';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSimulateSignup } from '../api/simulate-signup';

const EMPTY_SIGNUP: Required<SimulateSignupInput> = { name: '', email: '', username: '', subscriptionTier: 'free' };

/**
 * The admin's Test Notification System (spec section 2, /admin): a made-up sign-up sent through the real path, so
 * every admin gets the in-app notification and the e-mail a new account brings.
 */
export function TestNotificationCard() {
  const simulate = useSimulateSignup();
  const { form, submit } = useSchemaForm(simulateSignupInputSchema, {
    defaultValues: EMPTY_SIGNUP,
    onSubmit: async (values) => {
      await simulate.mutateAsync(values);
      toast({
        title: NOTIFICATION_MESSAGES.testSentTitle,
        description: NOTIFICATION_MESSAGES.testSent,
        variant: 'success',
      });
    },
    onFailure: (error) =>
      toast({
        title: NOTIFICATION_MESSAGES.testFailedTitle,
        description: (isApiError(error) && error.serverMessage) || NOTIFICATION_MESSAGES.testFailed,
        variant: 'destructive',
      }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellRing aria-hidden="true" className="size-5 text-honey-700" />
          Test Notification System
        </CardTitle>
        <CardDescription>
          Sends the admins the notification and e-mail of a new sign-up with these details.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <RegisteredField form={form} name="name" label="Name">
              <Input autoComplete="off" />
            </RegisteredField>
            <RegisteredField form={form} name="email" label="Email">
              <Input type="email" autoComplete="off" spellCheck={false} />
            </RegisteredField>
            <RegisteredField form={form} name="username" label="Username">
              <Input autoComplete="off" spellCheck={false} />
            </RegisteredField>
            <RegisteredField form={form} name="subscriptionTier" label="Subscription tier">
              <Select>
                <ChoiceOptions choices={SUBSCRIPTION_PLANS} labels={SUBSCRIPTION_PLAN_NAMES} />
              </Select>
            </RegisteredField>
          </div>
          <Button type="submit" className="self-start" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Sending...' : 'Send Test Notification'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
