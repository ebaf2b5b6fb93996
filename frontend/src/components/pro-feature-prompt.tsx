import { Sparkles } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { PRO_PLAN } from '@shared/plans';
import { formatMoney } from '@shared/rules/money';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';

interface ProFeaturePromptProps {
  /** The feature, as a heading: "Inspection photos are a Pro feature". */
  title: string;
  /** What Pro gives here. */
  description: string;
  /** The Upgrade link, for a dialog that opens at this prompt. */
  linkRef?: Ref<HTMLAnchorElement>;
}

/**
 * Shown in place of a Pro feature's controls for a user without Pro access (`hasProAccess`): what the feature is,
 * the price and trial, and the way to the pricing page. The server refuses the feature anyway (402).
 */
export function ProFeaturePrompt({ title, description, linkRef }: ProFeaturePromptProps) {
  return (
    <div className="flex flex-col items-start gap-2 rounded-lg border border-honey-200 bg-honey-50 p-4">
      <p className="flex items-center gap-2 font-semibold text-stone-900">
        <Sparkles aria-hidden="true" className="size-4 shrink-0 text-honey-700" />
        {title}
      </p>
      <p className="text-sm text-stone-700">{description}</p>
      <p className="text-sm text-stone-700">
        {formatMoney(PRO_PLAN.priceUsdPerMonth)} per month, {PRO_PLAN.trialLabel}, cancel anytime.
      </p>
      <Link ref={linkRef} to={paths.pricing.getHref()} className={buttonVariants({ size: 'sm' })}>
        Upgrade to Pro
      </Link>
    </div>
  );
}
