import { Sparkles } from 'lucide-react';
import type { Ref } from 'react';
import { UpgradeToProAction } from '@/components/upgrade-to-pro-action';
import { usePlanWords } from './plan-messages';

interface ProFeaturePromptProps {
  /** The feature, as a heading: "Inspection photos are a Pro feature". */
  title: string;
  /** What Pro gives here. */
  description: string;
  /** The Upgrade button, for a dialog that opens at this prompt. */
  upgradeRef?: Ref<HTMLButtonElement>;
}

/**
 * Shown in place of a Pro feature's controls for a user without Pro access (`hasProAccess`): what the feature is,
 * the price and trial, and the upgrade (the payment dialog). The server refuses the feature anyway (402).
 */
export function ProFeaturePrompt({ title, description, upgradeRef }: ProFeaturePromptProps) {
  const { t, price, trialDays } = usePlanWords();
  return (
    <div className="flex flex-col items-start gap-2 rounded-lg border border-honey-200 bg-honey-50 p-4">
      <p className="flex items-center gap-2 font-semibold text-stone-900">
        <Sparkles aria-hidden="true" className="size-4 shrink-0 text-honey-700" />
        {title}
      </p>
      <p className="text-sm text-stone-700">{description}</p>
      <p className="text-sm text-stone-700">{t('pricePerMonthTrial', { price, days: trialDays })}</p>
      <UpgradeToProAction ref={upgradeRef} size="sm" />
    </div>
  );
}
