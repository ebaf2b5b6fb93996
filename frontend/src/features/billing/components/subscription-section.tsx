import { BILLING_MESSAGES, TOASTS } from '@shared/messages';
import { hasProAccess } from '@shared/plans';
import type { PaymentSubscription, SubscriptionStatusAnswer } from '@shared/schemas/subscription';
import { useUser } from '@/api/get-user';
import { QueryContent } from '@/components/query-content';
import { UpgradeToProAction } from '@/components/upgrade-to-pro-action';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/catalog';
import { toast } from '@/lib/toast';
import { useResumeSubscription } from '../api/resume-subscription';
import { useSubscriptionStatus } from '../api/get-subscription-status';
import { billingMessages } from '../messages';
import { isLive, PLAN_KEYS, periodEndLabel, STATUS_KEYS, statusTone } from '../utils/subscription-display';
import { CancelSubscriptionButton } from './cancel-subscription-button';

/** The profile's Subscription section: the plan and its state, and what the beekeeper can do about it. */
export function SubscriptionSection() {
  const t = useMessages(billingMessages);
  const status = useSubscriptionStatus();
  return (
    <section
      aria-labelledby="subscription-heading"
      className="flex flex-col gap-4 rounded-lg border border-stone-200 bg-white p-6"
    >
      <h2 id="subscription-heading" className="text-xl font-semibold text-stone-900">
        {t('heading')}
      </h2>
      <QueryContent query={status} what={t('what')} loading={<SubscriptionSkeleton />}>
        {(answer) => <SubscriptionDetails answer={answer} />}
      </QueryContent>
    </section>
  );
}

function SubscriptionSkeleton() {
  const t = useMessages(billingMessages);
  return (
    <div role="status" aria-label={t('loading')} className="flex flex-col gap-3">
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-5 w-56" />
    </div>
  );
}

function SubscriptionDetails({ answer }: { answer: SubscriptionStatusAnswer }) {
  const t = useMessages(billingMessages);
  const { subscription } = answer;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-6 gap-y-3 text-sm">
        <dt className="text-stone-600">{t('plan')}</dt>
        <dd className="font-semibold text-stone-900">{t(PLAN_KEYS[answer.subscriptionPlan])}</dd>
        <dt className="text-stone-600">{t('status')}</dt>
        <dd>
          <Badge tone={statusTone(answer.subscriptionStatus)}>{t(STATUS_KEYS[answer.subscriptionStatus])}</Badge>
        </dd>
        {subscription && <PeriodEnd subscription={subscription} />}
      </dl>
      {isLive(subscription) ? <LiveSubscriptionActions subscription={subscription} /> : <NoSubscription />}
    </div>
  );
}

/** The date that matters next: the trial's end, the next bill, or when Pro ends after a cancellation. */
function PeriodEnd({ subscription }: { subscription: PaymentSubscription }) {
  const t = useMessages(billingMessages);
  const date = periodEndLabel(subscription.current_period_end);
  const label = !isLive(subscription)
    ? t('periodEnd.ended')
    : subscription.cancel_at_period_end
      ? t('periodEnd.proEnds')
      : subscription.status === 'trialing'
        ? t('periodEnd.trialEnds')
        : subscription.status === 'active'
          ? t('periodEnd.nextBilling')
          : t('periodEnd.currentPeriodEnds');
  return (
    <>
      <dt className="text-stone-600">{label}</dt>
      <dd className="text-stone-900">
        <time dateTime={new Date(subscription.current_period_end * 1000).toISOString()}>{date}</time>
      </dd>
    </>
  );
}

function LiveSubscriptionActions({ subscription }: { subscription: PaymentSubscription }) {
  const t = useMessages(billingMessages);
  if (!subscription.cancel_at_period_end) return <CancelSubscriptionButton subscription={subscription} />;
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
        {t('accessUntil', { date: periodEndLabel(subscription.current_period_end) })}
      </p>
      <ResumeSubscriptionButton />
    </div>
  );
}

function ResumeSubscriptionButton() {
  const t = useMessages(billingMessages);
  const resume = useResumeSubscription();
  // Awaited rather than given callbacks: the refetched status replaces this button before they would run.
  const submit = async () => {
    try {
      const answer = await resume.mutateAsync();
      const renewal = answer.subscription ? periodEndLabel(answer.subscription.current_period_end) : undefined;
      toast({
        title: BILLING_MESSAGES.resumedTitle,
        description: renewal && BILLING_MESSAGES.resumed(renewal),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: TOASTS.errorTitle,
        description: (isApiError(error) && error.serverMessage) || BILLING_MESSAGES.resumeFailed,
        variant: 'destructive',
      });
    }
  };
  return (
    <Button variant="outline" onClick={() => void submit()} disabled={resume.isPending}>
      {resume.isPending ? t('resuming') : t('resume')}
    </Button>
  );
}

/**
 * No live subscription: the way to Pro, unless the account has Pro without one (admins, and a beekeeper an
 * operator granted Pro, like the local demo account), which has nothing to upgrade or cancel.
 */
function NoSubscription() {
  const t = useMessages(billingMessages);
  const user = useUser().data;
  // The plan decides what to offer: nothing until it is known, rather than an upgrade a Pro account doesn't need.
  if (!user) return null;
  if (hasProAccess(user)) {
    return (
      <p className="text-sm text-stone-700">
        {user.isAdmin ? t('proIncludedForAdmin') : t('proIncludedWithoutSubscription')}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-sm text-stone-700">{t('upgradePitch')}</p>
      <UpgradeToProAction />
    </div>
  );
}
