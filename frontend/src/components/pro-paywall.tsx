import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { canDo, type PlanRecord } from '@shared/plan-rules';
import { useActingAs } from '@/api/acting-account';
import { FeatureList } from '@/components/feature-list';
import { TitledDialog } from '@/components/titled-dialog';
import { Button } from '@/components/ui/button';
import { DialogBody, DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { UpgradeToProAction } from '@/components/upgrade-to-pro-action';
import { usePlanWords } from './plan-messages';

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
  const { t, price, trialDays, features } = usePlanWords();
  return (
    <TitledDialog
      open
      onOpenChange={(open) => {
        if (!open) toDashboard();
      }}
      title={t('isProFeature', { feature })}
      description={description}
    >
      <DialogBody className="flex flex-col gap-3">
        <p className="flex items-center gap-2 text-stone-900">
          <Sparkles aria-hidden="true" className="size-5 shrink-0 text-honey-700" />
          <span>
            <span className="text-2xl font-bold">{price}</span> {t('perMonth')}
            <span className="block text-sm text-stone-700">{t('trialAnytime', { days: trialDays })}</span>
          </span>
        </p>
        <FeatureList label={t('proFeatures')} features={features} />
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={toDashboard}>
          {t('backToDashboard')}
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
