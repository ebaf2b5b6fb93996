import { createContext, useContext, type Ref } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, type ButtonProps } from '@/components/ui/button';
import { paths } from '@/config/paths';

/**
 * Opens the payment dialog over the screen the beekeeper is on. The app provides it for signed-in beekeepers (the
 * dialog is billing's, loaded only then), so a paywall's Upgrade pays at once and paying leaves them where they were.
 */
export const StartUpgradeContext = createContext<(() => void) | null>(null);

interface UpgradeToProActionProps {
  /** Runs before the payment dialog opens: the upgrade modal closes itself first. */
  onStart?: () => void;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  ref?: Ref<HTMLButtonElement>;
}

/** Starts paying for Pro: the payment dialog where the app provides it, the pricing page anywhere else. */
export function useStartUpgrade(): () => void {
  const startUpgrade = useContext(StartUpgradeContext);
  const navigate = useNavigate();
  return startUpgrade ?? (() => void navigate(paths.pricing.getHref()));
}

/**
 * The Upgrade to Pro of every paywall, upgrade modal and Pro prompt: the payment dialog where the app provides it,
 * the pricing page anywhere else.
 */
export function UpgradeToProAction({ onStart, size, variant, ref }: UpgradeToProActionProps) {
  const startUpgrade = useStartUpgrade();
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
      Upgrade to Pro
    </Button>
  );
}
