import { Link, useNavigate } from 'react-router-dom';
import type { LineageQueen, QueenDetail, QueenRollup } from '@shared/schemas/queen';
import { DeleteRecordButton } from '@/components/delete-record-button';
import { QueryContent } from '@/components/query-content';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useMessages, type Translate } from '@/lib/i18n/catalog';
import { formatDate, formatNumber } from '@/lib/i18n/format';
import { useLabels } from '@/lib/i18n/labels';
import { useDeleteQueen, useQueen, useQueenLineage } from '../api/queens';
import { queensMessages, type QueensMessageKey } from '../messages';
import { EditQueenDialog } from './queen-dialogs';
import { QUEEN_RECORD } from './queen-labels';
import { QueenMark } from './queen-mark';

/**
 * One queen's page (`/queens/:queenId`): her details, the hives she headed (each a link), and her family tree with
 * each queen's rollup, to choose breeders; Edit, and Delete (the server's reason when it refuses).
 */
export function QueenPage({ queenId }: { queenId: string }) {
  const queen = useQueen(queenId);
  const t = useMessages(queensMessages);
  return (
    <QueryContent query={queen} what={t('page.what')} loading={<Spinner label={t('page.loading')} />}>
      {(loaded) => <QueenDetails queen={loaded} />}
    </QueryContent>
  );
}

function QueenDetails({ queen }: { queen: QueenDetail }) {
  const remove = useDeleteQueen();
  const navigate = useNavigate();
  const t = useMessages(queensMessages);
  const labels = useLabels();
  const name = queen.name;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <Link to={paths.app.queens.getHref()} className="text-sm text-honey-800 underline">
            {t('page.allQueens')}
          </Link>
          <h1 tabIndex={-1} translate="no" className="text-2xl font-bold text-stone-900 md:text-3xl">
            {queen.name}
          </h1>
          <p className="text-stone-700">{t(`status.${queen.status}`)}</p>
        </div>
        <div className="flex gap-2">
          <EditQueenDialog queen={queen} />
          <DeleteRecordButton
            kind={QUEEN_RECORD}
            itemName={queen.name}
            wording={{ name: t('delete.name', { name }), question: t('delete.question', { name }) }}
            description={t('delete.description')}
            remove={() => remove.mutateAsync(queen.id)}
            onDeleted={() => void navigate(paths.app.queens.getHref())}
          />
        </div>
      </div>
      <Card>
        <CardContent className="pt-6">
          <dl className="grid gap-4 sm:grid-cols-3">
            <Detail term={t('detail.birthYear')}>{queen.birthYear ?? t('notRecorded')}</Detail>
            <Detail term={t('detail.marking')}>
              <QueenMark marking={queen.marking} />
              {queen.markingMismatch && queen.expectedMarking && (
                <span className="block text-sm text-amber-800">
                  {t('detail.expectedMarking', { colour: labels.queenMarking(queen.expectedMarking) })}
                </span>
              )}
            </Detail>
            <Detail term={t('detail.origin')}>{t(`origin.${queen.origin}`)}</Detail>
            <Detail term={t('detail.mother')}>
              {queen.motherQueenId ? (
                <Link
                  translate={queen.motherName ? 'no' : undefined}
                  className="text-honey-800 underline"
                  to={paths.app.queen.getHref(queen.motherQueenId)}
                >
                  {queen.motherName ?? t('detail.herMother')}
                </Link>
              ) : (
                t('notRecorded')
              )}
            </Detail>
            <Detail term={t('detail.clipped')}>{queen.clipped ? t('detail.yes') : t('detail.no')}</Detail>
            <Detail term={t('detail.heads')}>
              {queen.hiveId ? (
                <Link
                  translate={queen.hiveName ? 'no' : undefined}
                  className="text-honey-800 underline"
                  to={paths.app.hive.getHref(queen.hiveId)}
                >
                  {queen.hiveName ?? t('detail.herHive')}
                </Link>
              ) : (
                t('detail.noHive')
              )}
            </Detail>
          </dl>
          {queen.notes && (
            <p translate="no" className="mt-4 whitespace-pre-line text-stone-700">
              {queen.notes}
            </p>
          )}
        </CardContent>
      </Card>
      <section aria-labelledby="queen-hives-title" className="flex flex-col gap-3">
        <h2 id="queen-hives-title" className="text-xl font-semibold text-stone-900">
          {t('hives.title')}
        </h2>
        {queen.stays.length === 0 ? (
          <p className="text-stone-700">{t('hives.none')}</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {queen.stays.map((stay) => (
              <li key={`${stay.hiveId}-${stay.from}`} className="flex flex-wrap gap-x-3 text-stone-800">
                <Link
                  translate={stay.hiveName ? 'no' : undefined}
                  className="min-h-11 font-medium text-honey-800 underline"
                  to={paths.app.hive.getHref(stay.hiveId)}
                >
                  {stay.hiveName ?? t('hives.deleted')}
                </Link>
                <span>
                  {stay.to
                    ? t('hives.stay', { from: formatDate(stay.from), to: formatDate(stay.to) })
                    : t('hives.stayOngoing', { from: formatDate(stay.from) })}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <FamilyTree queenId={queen.id} />
    </div>
  );
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-stone-600">{term}</dt>
      <dd className="text-stone-900">{children}</dd>
    </div>
  );
}

/** A figure of her rollup, or a dash when nothing has been recorded to average. */
function figure(value: number | null): string {
  return value === null ? '–' : formatNumber(value);
}

/** Her rollup in words: what a beekeeper compares breeders by. */
function rollupFigures(
  t: Translate<QueensMessageKey>,
  { inspectionCount, temperamentAverage, mitesPer100Average, honeyKg }: QueenRollup,
) {
  return [
    t('rollup.inspections', { count: inspectionCount }),
    t('rollup.temper', { value: figure(temperamentAverage) }),
    t('rollup.mites', { value: figure(mitesPer100Average) }),
    t('rollup.honey', { value: formatNumber(honeyKg) }),
  ].join(' · ');
}

/** Her family tree: ancestors above (eldest first), her, then her daughters each with their daughters. */
function FamilyTree({ queenId }: { queenId: string }) {
  const lineage = useQueenLineage(queenId);
  const t = useMessages(queensMessages);
  return (
    <section aria-labelledby="queen-tree-title" className="flex flex-col gap-3">
      <h2 id="queen-tree-title" className="text-xl font-semibold text-stone-900">
        {t('tree.title')}
      </h2>
      <QueryContent query={lineage} what={t('tree.what')} loading={<Spinner label={t('tree.loading')} />}>
        {({ queen, ancestors, daughters, granddaughters, moreDescendants }) => (
          <div className="flex flex-col gap-3">
            {ancestors.length > 0 && (
              <ol aria-label={t('tree.ancestors')} className="flex flex-col gap-2">
                {ancestors.toReversed().map((ancestor) => (
                  <TreeQueen key={ancestor.id} queen={ancestor} />
                ))}
              </ol>
            )}
            <Card className="border-honey-400">
              <CardHeader translate="no" className="pb-2 font-semibold">
                {queen.name}
              </CardHeader>
              <CardContent className="text-sm text-stone-700">{rollupFigures(t, queen.rollup)}</CardContent>
            </Card>
            {daughters.length === 0 ? (
              <p className="text-stone-700">{t('tree.noDaughters')}</p>
            ) : (
              <ul aria-label={t('tree.daughters')} className="flex flex-col gap-2">
                {daughters.map((daughter) => (
                  <TreeQueen key={daughter.id} queen={daughter}>
                    <ul
                      aria-label={t('tree.daughtersOf', { name: daughter.name })}
                      className="ml-6 mt-2 flex flex-col gap-2"
                    >
                      {granddaughters
                        .filter((granddaughter) => granddaughter.motherQueenId === daughter.id)
                        .map((granddaughter) => (
                          <TreeQueen key={granddaughter.id} queen={granddaughter} />
                        ))}
                    </ul>
                  </TreeQueen>
                ))}
              </ul>
            )}
            {moreDescendants && <p className="text-sm text-stone-600">{t('tree.more')}</p>}
          </div>
        )}
      </QueryContent>
    </section>
  );
}

function TreeQueen({ queen, children }: { queen: LineageQueen; children?: React.ReactNode }) {
  const t = useMessages(queensMessages);
  return (
    <li className="rounded-md border border-stone-200 px-3 py-2">
      <div className="flex flex-wrap items-center gap-x-3">
        <Link
          translate="no"
          className="min-h-11 content-center font-medium text-honey-800 underline"
          to={paths.app.queen.getHref(queen.id)}
        >
          {queen.name}
        </Link>
        <span className="text-sm text-stone-700">{queen.birthYear ?? t('yearNotRecorded')}</span>
        <QueenMark marking={queen.marking} />
        <span className="text-sm text-stone-700">
          {t(`status.${queen.status}`)} · {t(`origin.${queen.origin}`)}
          {queen.hiveName && <span translate="no"> · {queen.hiveName}</span>}
        </span>
      </div>
      <p className="text-sm text-stone-700">{rollupFigures(t, queen.rollup)}</p>
      {children}
    </li>
  );
}
