import { recordedByLine, type Authored } from '@shared/rules/recorded-by';
import { useAccountOwnerId } from '@/hooks/use-account-owner-id';
import { cn } from '@/lib/cn';

/**
 * "Recorded by Ana" (and who changed it last) under a record someone other than the account's owner wrote;
 * nothing for the owner's own records, so a beekeeper alone on their account sees no change.
 */
export function RecordedBy({ record, className }: { record: Authored; className?: string }) {
  const ownerId = useAccountOwnerId();
  const line = ownerId === undefined ? null : recordedByLine(record, ownerId);
  if (line === null) return null;
  return <p className={cn('text-sm text-stone-600', className)}>{line}</p>;
}
