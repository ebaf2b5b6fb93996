import { Link, useNavigate } from 'react-router-dom';
import { QUEEN_ORIGIN_LABELS, QUEEN_STATUS_LABELS } from '@shared/domain/colony';
import type { LineageQueen, QueenDetail, QueenRollup } from '@shared/schemas/queen';
import { DeleteRecordButton } from '@/components/delete-record-button';
import { QueryContent } from '@/components/query-content';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDeleteQueen, useQueen, useQueenLineage } from '../api/queens';
import { EditQueenDialog } from './queen-dialogs';
import { QUEEN_RECORD } from './queen-labels';
import { QueenMark } from './queen-mark';

const NOT_RECORDED = 'Not recorded';

/**
 * One queen's page (`/queens/:queenId`): her details, the hives she headed (each a link), and her family tree with
 * each queen's rollup, to choose breeders; Edit, and Delete (the server's reason when it refuses).
 */
export function QueenPage({ queenId }: { queenId: string }) {
  const queen = useQueen(queenId);
  return (
    <QueryContent query={queen} what="this queen" loading={<Spinner label="Loading queen" />}>
      {(loaded) => <QueenDetails queen={loaded} />}
    </QueryContent>
  );
}

function QueenDetails({ queen }: { queen: QueenDetail }) {
  const remove = useDeleteQueen();
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <Link to={paths.app.queens.getHref()} className="text-sm text-honey-800 underline">
            All queens
          </Link>
          <h1 tabIndex={-1} className="text-2xl font-bold text-stone-900 md:text-3xl">
            {queen.name}
          </h1>
          <p className="text-stone-700">{QUEEN_STATUS_LABELS[queen.status]}</p>
        </div>
        <div className="flex gap-2">
          <EditQueenDialog queen={queen} />
          <DeleteRecordButton
            kind={QUEEN_RECORD}
            itemName={queen.name}
            description="For a queen recorded by mistake: her record and her history go. A queen who heads a hive or has daughters stays."
            remove={() => remove.mutateAsync(queen.id)}
            onDeleted={() => void navigate(paths.app.queens.getHref())}
          />
        </div>
      </div>
      <Card>
        <CardContent className="pt-6">
          <dl className="grid gap-4 sm:grid-cols-3">
            <Detail term="Year of birth">{queen.birthYear ?? NOT_RECORDED}</Detail>
            <Detail term="Marking">
              <QueenMark marking={queen.marking} />
              {queen.markingMismatch && queen.expectedMarking && (
                <span className="block text-sm text-amber-800">Her year&apos;s colour is {queen.expectedMarking}</span>
              )}
            </Detail>
            <Detail term="Origin">{QUEEN_ORIGIN_LABELS[queen.origin]}</Detail>
            <Detail term="Mother">
              {queen.motherQueenId ? (
                <Link className="text-honey-800 underline" to={paths.app.queen.getHref(queen.motherQueenId)}>
                  {queen.motherName ?? 'Her mother'}
                </Link>
              ) : (
                NOT_RECORDED
              )}
            </Detail>
            <Detail term="Clipped">{queen.clipped ? 'Yes' : 'No'}</Detail>
            <Detail term="Heads">
              {queen.hiveId ? (
                <Link className="text-honey-800 underline" to={paths.app.hive.getHref(queen.hiveId)}>
                  {queen.hiveName ?? 'Her hive'}
                </Link>
              ) : (
                'No hive'
              )}
            </Detail>
          </dl>
          {queen.notes && <p className="mt-4 whitespace-pre-line text-stone-700">{queen.notes}</p>}
        </CardContent>
      </Card>
      <section aria-labelledby="queen-hives-title" className="flex flex-col gap-3">
        <h2 id="queen-hives-title" className="text-xl font-semibold text-stone-900">
          Her hives
        </h2>
        {queen.stays.length === 0 ? (
          <p className="text-stone-700">She hasn&apos;t headed a hive in HiveKeeper.</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {queen.stays.map((stay) => (
              <li key={`${stay.hiveId}-${stay.from}`} className="flex flex-wrap gap-x-3 text-stone-800">
                <Link
                  className="min-h-11 font-medium text-honey-800 underline"
                  to={paths.app.hive.getHref(stay.hiveId)}
                >
                  {stay.hiveName ?? 'A deleted hive'}
                </Link>
                <span>
                  {stay.from} to {stay.to ?? 'now'}
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

/** Her rollup in words: what a beekeeper compares breeders by. */
export function rollupFigures({ inspectionCount, temperamentAverage, mitesPer100Average, honeyKg }: QueenRollup) {
  return [
    `${inspectionCount} ${inspectionCount === 1 ? 'inspection' : 'inspections'}`,
    `temper ${temperamentAverage ?? '–'}/5`,
    `${mitesPer100Average ?? '–'} mites/100 bees`,
    `${honeyKg} kg honey`,
  ].join(' · ');
}

/** Her family tree: ancestors above (eldest first), her, then her daughters each with their daughters. */
function FamilyTree({ queenId }: { queenId: string }) {
  const lineage = useQueenLineage(queenId);
  return (
    <section aria-labelledby="queen-tree-title" className="flex flex-col gap-3">
      <h2 id="queen-tree-title" className="text-xl font-semibold text-stone-900">
        Family tree
      </h2>
      <QueryContent query={lineage} what="her family tree" loading={<Spinner label="Loading family tree" />}>
        {({ queen, ancestors, daughters, granddaughters, moreDescendants }) => (
          <div className="flex flex-col gap-3">
            {ancestors.length > 0 && (
              <ol aria-label="Ancestors" className="flex flex-col gap-2">
                {ancestors.toReversed().map((ancestor) => (
                  <TreeQueen key={ancestor.id} queen={ancestor} />
                ))}
              </ol>
            )}
            <Card className="border-honey-400">
              <CardHeader className="pb-2 font-semibold">{queen.name}</CardHeader>
              <CardContent className="text-sm text-stone-700">{rollupFigures(queen.rollup)}</CardContent>
            </Card>
            {daughters.length === 0 ? (
              <p className="text-stone-700">No daughters recorded.</p>
            ) : (
              <ul aria-label="Daughters" className="flex flex-col gap-2">
                {daughters.map((daughter) => (
                  <TreeQueen key={daughter.id} queen={daughter}>
                    <ul aria-label={`Daughters of ${daughter.name}`} className="ml-6 mt-2 flex flex-col gap-2">
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
            {moreDescendants && <p className="text-sm text-stone-600">More descendants are on their own pages.</p>}
          </div>
        )}
      </QueryContent>
    </section>
  );
}

function TreeQueen({ queen, children }: { queen: LineageQueen; children?: React.ReactNode }) {
  return (
    <li className="rounded-md border border-stone-200 px-3 py-2">
      <div className="flex flex-wrap items-center gap-x-3">
        <Link
          className="min-h-11 content-center font-medium text-honey-800 underline"
          to={paths.app.queen.getHref(queen.id)}
        >
          {queen.name}
        </Link>
        <span className="text-sm text-stone-700">{queen.birthYear ?? 'Year not recorded'}</span>
        <QueenMark marking={queen.marking} />
        <span className="text-sm text-stone-700">
          {QUEEN_STATUS_LABELS[queen.status]} · {QUEEN_ORIGIN_LABELS[queen.origin]}
          {queen.hiveName ? ` · ${queen.hiveName}` : ''}
        </span>
      </div>
      <p className="text-sm text-stone-700">{rollupFigures(queen.rollup)}</p>
      {children}
    </li>
  );
}
