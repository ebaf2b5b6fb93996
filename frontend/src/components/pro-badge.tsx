import { Badge } from '@/components/ui/badge';

/** The PRO mark beside what needs Pro, shown to a beekeeper without it (menu entries, the search palette's actions). */
export function ProBadge() {
  return (
    <Badge tone="pro" className="px-2 text-[0.625rem] tracking-wide">
      PRO
    </Badge>
  );
}
