import { Lightbulb } from 'lucide-react';
import { useRef } from 'react';
import { dailyTipOn, dailyTips } from '@shared/rules/daily-tips';
import { beekeeperHemisphere } from '@shared/rules/season';
import { useApiaries } from '@/api/get-apiaries';
import { useUnitSystem } from '@/hooks/use-unit-system';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

const SEASON_NAMES = {
  all: 'All year',
  spring: 'Spring',
  summer: 'Summer',
  fall: 'Fall',
  winter: 'Winter',
  late_summer: 'Late summer',
} as const;

/**
 * The day's tip for the beekeeper's hemisphere (their apiaries' latitude; northern when unknown). Got it!, Don't
 * show today, the close icon, Escape and a click outside all dismiss it for the day.
 */
export function DailyTipDialog({ today, onDismiss }: { today: Date; onDismiss: () => void }) {
  const apiaries = useApiaries();
  const gotIt = useRef<HTMLButtonElement>(null);
  const units = useUnitSystem();
  if (apiaries.isPending) return null;
  const tip = dailyTipOn(today, beekeeperHemisphere(apiaries.data ?? []), dailyTips(units));
  if (!tip) return null;
  return (
    <Dialog open onOpenChange={(open) => !open && onDismiss()}>
      <DialogContent
        onOpenAutoFocus={(event) => {
          // Start on the main answer, Got it!, rather than the first button in the footer.
          event.preventDefault();
          gotIt.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Lightbulb aria-hidden="true" className="size-5 text-honey-700" />
            Daily Beekeeping Tip
          </DialogTitle>
          <DialogDescription>
            {SEASON_NAMES[tip.season]}: {tip.title}
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          <p className="text-stone-800">{tip.tip}</p>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onDismiss}>
            Don&apos;t show today
          </Button>
          <Button ref={gotIt} onClick={onDismiss}>
            Got it!
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
