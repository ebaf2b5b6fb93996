import { Hexagon } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Apiary } from '@shared/schemas/apiary';
import type { Hive } from '@shared/schemas/hive';
import { useApiaries } from '@/api/get-apiaries';
import { useHiveCount, useHives } from '@/api/use-hives';
import { HiveLabelLinks } from './hive-label-links';
import { HivesHeading } from './hives-heading';
import { QueryContent } from '@/components/query-content';
import { Button } from '@/components/ui/button';
import { CardGrid } from '@/components/ui/card-grid';
import { CardGridSkeleton } from '@/components/ui/card-grid-skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { NextPage } from '@/components/ui/next-page';
import { Label, Select } from '@/components/ui/input';
import { RecordOptions } from '@/components/ui/select-options';
import { HIVES_QUERY } from '@/config/paths';
import { AddHiveButton, type RenderFirstApiaryDialog } from './add-hive-button';
import { HiveCard } from './hive-card';
import { useMessages } from '@/lib/i18n/catalog';
import { hivesMessages } from '../messages';
import { commonMessages } from '@/components/messages';

/** The search parameter that filters the list by apiary; the apiaries screen links here with it. */
const APIARY_PARAM = HIVES_QUERY.apiaryId;

/**
 * The hives screen (`/hives`, spec section 2): the hives as cards a page at a time (Load more, also as the list
 * scrolls), one apiary's through `?apiaryId=` so a link can open them, asked of the server either way. The app
 * passes in the apiary dialog Add Hive opens first for a beekeeper with no apiary.
 */
export function HivesScreen({ renderFirstApiaryDialog }: { renderFirstApiaryDialog: RenderFirstApiaryDialog }) {
  const t = useMessages(hivesMessages);
  const common = useMessages(commonMessages);
  const apiaries = useApiaries();
  const [searchParams, setSearchParams] = useSearchParams();
  // Relative labels ("3 days ago") are counted from when the screen opened.
  const [now] = useState(() => new Date());

  const apiaryId = selectedApiaryId(searchParams.get(APIARY_PARAM), apiaries.data);
  const apiaryName = apiaries.data?.find((apiary) => apiary.id === apiaryId)?.name;
  const hives = useHives({ apiaryId });
  const hiveCount = useHiveCount();

  function showApiary(id: string) {
    setSearchParams(id ? { [APIARY_PARAM]: id } : {}, { replace: true });
  }

  function hiveList(shown: Hive[]) {
    if (shown.length === 0 && (!apiaryId || hiveCount === 0)) {
      return (
        <EmptyState
          icon={<Hexagon aria-hidden="true" className="size-10 text-honey-700" />}
          title={t('empty.noHives')}
          description={t('empty.noHivesHint')}
          action={<AddHiveButton label={t('add.firstHive')} renderFirstApiaryDialog={renderFirstApiaryDialog} />}
        />
      );
    }
    if (shown.length === 0) {
      return (
        <EmptyState
          icon={<Hexagon aria-hidden="true" className="size-10 text-honey-700" />}
          title={
            apiaryName === undefined
              ? t('empty.noHivesInThisApiary')
              : t('empty.noHivesInApiary', { apiary: apiaryName })
          }
          description={t('empty.noHivesInApiaryHint')}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <AddHiveButton
                apiaryId={apiaryId}
                // The heading names the apiary: a label without it stays one short line on a phone, whatever the name.
                label={t('add.here')}
                renderFirstApiaryDialog={renderFirstApiaryDialog}
              />
              <Button variant="outline" onClick={() => showApiary('')}>
                {t('empty.showAll')}
              </Button>
            </div>
          }
        />
      );
    }
    return (
      <div className="flex flex-col gap-4">
        <CardGrid label={t('list.label')} items={shown}>
          {(hive) => <HiveCard hive={hive} now={now} />}
        </CardGrid>
        <NextPage query={hives} what={t('list.pageWhat')} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <HivesHeading
        title={t('heading.title')}
        description={t('heading.description')}
        action={<AddHiveButton apiaryId={apiaryId} renderFirstApiaryDialog={renderFirstApiaryDialog} />}
      />
      <HiveLabelLinks />
      {apiaries.isSuccess && apiaries.data.length > 0 && (
        <div className="flex flex-col gap-1.5 sm:w-72">
          <Label htmlFor="hive-apiary-filter">{t('filter.label')}</Label>
          <Select id="hive-apiary-filter" value={apiaryId ?? ''} onChange={(event) => showApiary(event.target.value)}>
            <option value="">{t('filter.all')}</option>
            <RecordOptions records={apiaries.data} />
          </Select>
        </div>
      )}
      <QueryContent query={hives} loading={<CardGridSkeleton label={t('list.loading')} />} what={common('yourHives')}>
        {({ pages }) => hiveList(pages.flatMap((page) => page.items))}
      </QueryContent>
    </div>
  );
}

/**
 * The apiary the list is filtered by: the one in the address, unless the apiaries have loaded and it isn't among
 * them (an old link to a deleted apiary), which shows every hive.
 */
function selectedApiaryId(requested: string | null, apiaries: readonly Apiary[] | undefined): string | undefined {
  if (!requested) return undefined;
  if (apiaries && !apiaries.some((apiary) => apiary.id === requested)) return undefined;
  return requested;
}
