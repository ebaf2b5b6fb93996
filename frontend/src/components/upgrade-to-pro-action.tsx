import type { Ref } from 'react';
import { useStartUpgrade } from '@/components/start-upgrade';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/catalog';
import { planMessages } from './plan-messages';

interface UpgradeToProActionProps {
  /** Runs before the payment dialog opens: the upgrade modal closes itself first. */
  onStart?: () => void;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The Upgrade to Pro of every paywall, upgrade modal and Pro prompt: the payment dialog where the app provides it,
 * the pricing page anywhere else.
 */
export function UpgradeToProAction({ onStart, size, variant, ref }: UpgradeToProActionProps) {
  const startUpgrade = useStartUpgrade();
  const t = useMessages(planMessages);
  return (
    <Button
      ref={ref}
      size={size}
      variant={variant}
      onClick={() => {
        onStart?.();
        startUpgrade();
      }}
    >
      {t('upgradeToPro')}
    </Button>
  );
}
