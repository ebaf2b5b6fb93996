import { createContext, useContext } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * Opens the payment dialog over the screen the beekeeper is on. The app provides it for signed-in beekeepers (the
 * dialog is billing's, loaded only then), so a paywall's Upgrade pays at once and paying leaves them where they were.
 */
export const StartUpgradeContext = createContext<(() => void) | null>(null);

/**
 * Starts paying for Pro (every Upgrade to Pro, the search palette's Pro actions): the payment dialog where the app
 * provides it, the pricing page anywhere else.
 */
export function useStartUpgrade(): () => void {
  const startUpgrade = useContext(StartUpgradeContext);
  const navigate = useNavigate();
  return startUpgrade ?? (() => void navigate(paths.pricing.getHref()));
}
