import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PRO_PLAN } from '@shared/plans';
import { canDo, type PlanRecord } from '@shared/plan-rules';
import { formatMoney } from '@shared/rules/money';
import { useActingAs } from '@/api/acting-account';
import { FeatureList } from '@/components/feature-list';
import { TitledDialog } from '@/components/titled-dialog';
import { Button } from '@/components/ui/button';
import { DialogBody, DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { UpgradeToProAction } from '@/components/upgrade-to-pro-action';

interface ProPaywallProps {
  /** The screen's feature, as the spec's menu names it: "Production Tracking". */
  feature: string;
  /** What Pro gives on this screen. */
  description: string;
}

/**
 * The paywall of a Pro screen (spec section 4): it can't be dismissed; closing it in any way (its close button,
 * Escape, a click outside, Back to Dashboard) goes to the dashboard. Upgrade to Pro opens the payment over it, and
 * once paid the screen opens where the beekeeper stands. The server refuses the screen's routes anyway (402).
 */
export function ProPaywall({ feature, description }: ProPaywallProps) {
  const navigate = useNavigate();
  const toDashboard = () => void navigate(paths.app.dashboard.getHref(), { replace: true });
  return (
    <TitledDialog
      open
      onOpenChange={(open) => {
        if (!open) toDashboard();
      }}
      title={`${feature} is a Pro feature`}
      description={description}
    >
      <DialogBody className="flex flex-col gap-3">
        <p className="flex items-center gap-2 text-stone-900">
          <Sparkles aria-hidden="true" className="size-5 shrink-0 text-honey-700" />
          <span>
            <span className="text-2xl font-bold">{formatMoney(PRO_PLAN.priceUsdPerMonth)}</span> per month
            <span className="block text-sm text-stone-700">{PRO_PLAN.trialLabel}, cancel anytime</span>
          </span>
        </p>
        <FeatureList label="Pro features" features={PRO_PLAN.features} />
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={toDashboard}>
          Back to Dashboard
        </Button>
        <UpgradeToProAction />
      </DialogFooter>
    </TitledDialog>
  );
}

/**
 * A Pro screen's content for a beekeeper whose plan may read its records (shared/plan-rules.ts: Pro, and a lapsed
 * beekeeper their own), the paywall for anyone else; the screen's requests are never made without access.
 */
export function RequirePlanToRead({
  record,
  children,
  ...paywall
}: ProPaywallProps & { record: PlanRecord; children: ReactNode }) {
  // The account acted on: the owner's plan on a shared one.
  const { planState } = useActingAs();
  if (planState === undefined) return <Spinner className="min-h-[50vh]" />;
  if (!canDo(planState, record, 'read')) return <ProPaywall {...paywall} />;
  return children;
}
