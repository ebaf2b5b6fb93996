import { UpgradeToProAction } from '@/components/upgrade-to-pro-action';

/** In place of a Pro figure for a beekeeper without Pro: what it would show, and the payment in one tap. */
export function ProInvitation({ children }: { children: string }) {
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-sm text-stone-700">{children}</p>
      <UpgradeToProAction variant="outline" size="sm" />
    </div>
  );
}
