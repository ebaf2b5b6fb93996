import { useMessages } from '@/lib/i18n/catalog';
import { formatMoney } from '@/lib/i18n/format';
import { cn } from '@/lib/cn';
import { financesMessages } from '../messages';

/** "+$120.00", "-$20.00", "$0.00": a net's sign written out, not left to its colour. */
export const signedMoney = (amount: number) => (amount > 0 ? `+${formatMoney(amount)}` : formatMoney(amount));

const netWord = (net: number) => (net > 0 ? 'net.profit' : net < 0 ? 'net.loss' : 'net.breakEven');

/** A net figure: signed, coloured (green profit, red loss) and named in words, so colour is never the only cue. */
export function NetAmount({ net, className }: { net: number; className?: string }) {
  const t = useMessages(financesMessages);
  return (
    <span
      className={cn(
        'whitespace-nowrap tabular-nums',
        net > 0 ? 'text-green-800' : net < 0 ? 'text-red-700' : 'text-stone-900',
        className,
      )}
    >
      {signedMoney(net)} <span className="text-sm font-normal">({t(netWord(net))})</span>
    </span>
  );
}
