import { AlertTriangle } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { useMessages } from '@/lib/i18n/catalog';
import { commonMessages } from '../messages';

interface LoadErrorProps {
  /** What failed to load, as the sentence names it: "your hives". */
  what: string;
  onRetry: () => void;
  className?: string;
}

/** A data view whose request failed: says so and offers to try again. */
export function LoadError({ what, onRetry, className }: LoadErrorProps) {
  const t = useMessages(commonMessages);
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-6 text-center',
        className,
      )}
    >
      <AlertTriangle aria-hidden="true" className="size-6 text-red-700" />
      <p className="text-sm text-red-900">{t('loadError', { what })}</p>
      <Button variant="outline" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
