import { formatMoney } from '@shared/rules/money';
import { cn } from '@/lib/cn';

/** "+$120.00", "-$20.00", "$0.00": a net's sign written out, not left to its colour. */
export const signedMoney = (amount: number) => (amount > 0 ? `+${formatMoney(amount)}` : formatMoney(amount));

const netWord = (net: number) => (net > 0 ? 'profit' : net < 0 ? 'loss' : 'break-even');

/** A net figure: signed, coloured (green profit, red loss) and named in words, so colour is never the only cue. */
export function NetAmount({ net, className }: { net: number; className?: string }) {
  return (
    <span
      className={cn(
        'whitespace-nowrap tabular-nums',
        net > 0 ? 'text-green-800' : net < 0 ? 'text-red-700' : 'text-stone-900',
        className,
      )}
    >
      {signedMoney(net)} <span className="text-sm font-normal">({netWord(net)})</span>
    </span>
  );
}
