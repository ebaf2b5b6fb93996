import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface FeatureTileProps {
  icon: LucideIcon;
  title: string;
  description: string;
  /** Beside the icon: the landing page's PRO badge on Pro features. */
  badge?: ReactNode;
}

/** One thing HiveKeeper does for the beekeeper, as a tile of a marketing page's list (landing, pricing). */
export function FeatureTile({ icon: Icon, title, description, badge }: FeatureTileProps) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <span className="flex size-10 items-center justify-center rounded-md bg-honey-100 text-honey-800">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {badge}
      </div>
      <h3 className="text-lg font-semibold text-stone-900">{title}</h3>
      <p className="text-sm text-stone-700">{description}</p>
    </li>
  );
}
