import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Hive } from '@shared/schemas/hive';
import { useHives } from '@/api/use-hives';
import { QueryContent } from '@/components/query-content';
import { buttonVariants } from '@/components/ui/button';
import { DialogBody } from '@/components/ui/dialog';
import { EmptyState, type EmptyStateProps } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/catalog';
import { commonMessages } from './messages';

interface WithHivesProps {
  /** Why the record needs a hive, for a beekeeper with none: "Harvests are recorded for a hive: ...". */
  noHives: string;
  /** The form, given the beekeeper's only hive when they keep exactly one (the form picks it for them). */
  children: (onlyHive: Hive | undefined) => ReactNode;
}

/**
 * A record dialog's form for a record that belongs to a hive (an inspection, a treatment, a harvest): it waits for
 * the first page of the beekeeper's hives (the one the form's hive picker shows), and says so, with the way to
 * Hives, when there are none.
 */
export function WithHives({ noHives, children }: WithHivesProps) {
  const t = useMessages(commonMessages);
  const hives = useHives();
  return (
    <QueryContent query={hives} loading={<Spinner label={t('loadingHives')} className="py-6" />} what={t('yourHives')}>
      {({ pages }) =>
        pages[0]?.items.length ? (
          children(
            pages.length === 1 && !pages[0].nextCursor && pages[0].items.length === 1 ? pages[0].items[0] : undefined,
          )
        ) : (
          <DialogBody className="flex flex-col items-start gap-3 pb-6">
            <p className="text-stone-700">{noHives}</p>
            <GoToHivesLink />
          </DialogBody>
        )
      }
    </QueryContent>
  );
}

/** The way to Hives, for a beekeeper with no hive to record against yet. */
function GoToHivesLink() {
  const t = useMessages(commonMessages);
  return (
    <Link to={paths.app.hives.getHref()} className={buttonVariants()}>
      {t('goToHives')}
    </Link>
  );
}

/** A screen of hive-bound records (inspections, treatments, harvests) while the beekeeper has no hive. */
export function NoHivesYet(props: Omit<EmptyStateProps, 'action'>) {
  return <EmptyState {...props} action={<GoToHivesLink />} />;
}
