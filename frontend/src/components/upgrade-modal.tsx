import type { RefObject } from 'react';
import { API_ERRORS } from '@shared/messages';
import type { FREE_PLAN_LIMITS } from '@shared/plans';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { FeatureList } from '@/components/feature-list';
import { TitledDialog } from '@/components/titled-dialog';
import { Button } from '@/components/ui/button';
import { DialogBody, DialogFooter } from '@/components/ui/dialog';
import { UpgradeToProAction } from '@/components/upgrade-to-pro-action';
import { usePlanWords } from './plan-messages';

/** Which free-plan limit the beekeeper ran into; the modal quotes the API's own words for it. */
export type UpgradeReason = keyof typeof FREE_PLAN_LIMITS;

const LIMIT_MESSAGES = {
  hives: API_ERRORS.hiveLimitReached,
  apiaries: API_ERRORS.apiaryLimitReached,
} as const satisfies Record<UpgradeReason, string>;

interface UpgradeModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reason: UpgradeReason;
  /** The button that opened the modal, when it isn't a dialog trigger: focus goes back to it on Maybe Later. */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * Offered instead of a create dialog when a free user is at a plan limit (spec section 2, Upgrade modal); its Upgrade
 * to Pro closes it and opens the payment at once.
 */
export function UpgradeModal({ open, onOpenChange, reason, returnFocus }: UpgradeModalProps) {
  const { t, price, trialDays, features } = usePlanWords();
  const translate = useMessageText();
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('upgradeToPro')}
      description={translate(LIMIT_MESSAGES[reason])}
      returnFocus={returnFocus}
    >
      <DialogBody className="flex flex-col gap-3">
        <p className="text-stone-900">
          <span className="text-2xl font-bold">{price}</span> {t('perMonth')}
          <span className="block text-sm text-stone-700">{t('trialAnytime', { days: trialDays })}</span>
        </p>
        <FeatureList label={t('proFeatures')} features={features} />
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {t('maybeLater')}
        </Button>
        <UpgradeToProAction onStart={() => onOpenChange(false)} />
      </DialogFooter>
    </TitledDialog>
  );
}
