import { BellRing } from 'lucide-react';
import { SUBSCRIPTION_PLANS } from '@shared/plans';
import { simulateSignupInputSchema, type SimulateSignupInput } from '@shared/schemas/notification';
import { RegisteredField } from '@/components/registered-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Select } from '@/components/ui/input';
import { ChoiceOptions } from '@/components/ui/select-options';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { isApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/catalog';
import { toast } from '@/lib/toast';
import { useSimulateSignup } from '../api/simulate-signup';
import { notificationsMessages } from '../messages';

const EMPTY_SIGNUP: Required<SimulateSignupInput> = { name: '', email: '', username: '', subscriptionTier: 'free' };

/**
 * The admin's Test Notification System (spec section 2, /admin): a made-up sign-up sent through the real path, so
 * every admin gets the in-app notification and the e-mail a new account brings.
 */
export function TestNotificationCard() {
  const t = useMessages(notificationsMessages);
  const simulate = useSimulateSignup();
  const { form, submit } = useSchemaForm(simulateSignupInputSchema, {
    defaultValues: EMPTY_SIGNUP,
    onSubmit: async (values) => {
      await simulate.mutateAsync(values);
      toast({
        title: t('test.sentTitle'),
        description: t('test.sent'),
        variant: 'success',
      });
    },
    onFailure: (error) =>
      toast({
        title: t('test.failedTitle'),
        description: (isApiError(error) && error.serverMessage) || t('test.failed'),
        variant: 'destructive',
      }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellRing aria-hidden="true" className="size-5 text-honey-700" />
          {t('test.title')}
        </CardTitle>
        <CardDescription>{t('test.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <RegisteredField form={form} name="name" label={t('test.name')}>
              <Input autoComplete="off" />
            </RegisteredField>
            <RegisteredField form={form} name="email" label={t('test.email')}>
              <Input type="email" autoComplete="off" spellCheck={false} />
            </RegisteredField>
            <RegisteredField form={form} name="username" label={t('test.username')}>
              <Input autoComplete="off" spellCheck={false} />
            </RegisteredField>
            <RegisteredField form={form} name="subscriptionTier" label={t('test.tier')}>
              <Select>
                <ChoiceOptions
                  choices={SUBSCRIPTION_PLANS}
                  labels={{ free: t('test.plan.free'), pro: t('test.plan.pro') }}
                />
              </Select>
            </RegisteredField>
          </div>
          <Button type="submit" className="self-start" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('test.sending') : t('test.send')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
