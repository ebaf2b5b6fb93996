import { Lightbulb } from 'lucide-react';
import { useRef } from 'react';
import { dailyTipFigures, dailyTipOn, DAILY_TIPS } from '@shared/rules/daily-tips';
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
import { useMessages } from '@/lib/i18n/catalog';
import { dailyTipMessages } from '../messages';

/**
 * The day's tip for the beekeeper's hemisphere (their apiaries' latitude; northern when unknown). Got it!, Don't
 * show today, the close icon, Escape and a click outside all dismiss it for the day.
 */
export function DailyTipDialog({ today, onDismiss }: { today: Date; onDismiss: () => void }) {
  const apiaries = useApiaries();
  const gotIt = useRef<HTMLButtonElement>(null);
  const units = useUnitSystem();
  const t = useMessages(dailyTipMessages);
  if (apiaries.isPending) return null;
  // The shared table picks the tip; its words come from the catalogue, the figures in the beekeeper's units.
  const tip = dailyTipOn(today, beekeeperHemisphere(apiaries.data ?? []), DAILY_TIPS);
  if (!tip) return null;
  const figures = dailyTipFigures(units);
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
            {t('title')}
          </DialogTitle>
          <DialogDescription>
            {t('heading', { season: t(`season.${tip.season}`), title: t(`tip.${tip.id}.title`) })}
          </DialogDescription>
        </DialogHeader>
        <DialogBody>
          <p className="text-stone-800">{t(`tip.${tip.id}.tip`, figures)}</p>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onDismiss}>
            {t('dismissToday')}
          </Button>
          <Button ref={gotIt} onClick={onDismiss}>
            {t('gotIt')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
