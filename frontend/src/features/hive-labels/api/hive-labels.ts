import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LABELS_PER_REQUEST } from '@shared/domain/hive-labels';
import { NEXT_CURSOR_HEADER } from '@shared/domain/paging';
import type { HiveLabel } from '@shared/schemas/hive-label';
import { hivesQueryKey } from '@/api/get-hives';
import { api, isApiError } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { useRecordWrite } from '@/lib/offline/record-write';
import { hiveLabelsQueryKey } from './hive-labels-key';

/**
 * `GET /api/hive-labels`, every page: the beekeeper's labels with their hives, which the scanner resolves codes from
 * without signal. A few requests of 100 labels even for a commercial beekeeper's thousand hives.
 */
async function getAllHiveLabels(): Promise<HiveLabel[]> {
  const labels: HiveLabel[] = [];
  let cursor: string | undefined;
  do {
    const page = await api.getPage<HiveLabel>(apiPath(routes.listHiveLabels, {}, { cursor }), NEXT_CURSOR_HEADER);
    labels.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
  return labels;
}

export const hiveLabelsQueryOptions = () =>
  queryOptions({ queryKey: [...hiveLabelsQueryKey(), 'all'], queryFn: getAllHiveLabels });

export function useHiveLabels() {
  return useQuery(hiveLabelsQueryOptions());
}

/** `GET /api/hive-labels/{code}`: the label and its hive; null for a code the beekeeper has no label of (404). */
async function getHiveLabel(code: string): Promise<HiveLabel | null> {
  try {
    return await api.get<HiveLabel>(apiPath(routes.getHiveLabel, { code }));
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

/** What a scanned or typed code opens: a hive, a blank label to assign, or nothing of the beekeeper's. */
export type LabelResolution =
  { kind: 'hive'; label: HiveLabel; hiveId: string } | { kind: 'blank'; label: HiveLabel } | { kind: 'unknown' };

function resolutionOf(label: HiveLabel | null): LabelResolution {
  if (!label) return { kind: 'unknown' };
  return label.hiveId === null ? { kind: 'blank', label } : { kind: 'hive', label, hiveId: label.hiveId };
}

/**
 * Resolves `code` from the labels list the app keeps (offline too), else from the server: a label printed on another
 * phone a moment ago is not in this one's list yet.
 */
export async function resolveLabelCode(queryClient: QueryClient, code: string): Promise<LabelResolution> {
  const kept = queryClient.getQueryData(hiveLabelsQueryOptions().queryKey)?.find((label) => label.code === code);
  if (kept) return resolutionOf(kept);
  return resolutionOf(await getHiveLabel(code));
}

export function useLabelResolution(code: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...hiveLabelsQueryKey(), 'resolve', code],
    queryFn: () => resolveLabelCode(queryClient, code),
    // Resolved afresh each time a code is scanned: a label may have been reassigned since.
    gcTime: 0,
    networkMode: 'always',
  });
}

/** What a label sheet is made of: the chosen hives and a number of blank labels. */
export interface LabelOrder {
  hiveIds: readonly string[];
  blankCount: number;
}

/**
 * `POST /api/hive-labels`, LABELS_PER_REQUEST at a time: codes for the chosen hives and the blank labels. Made online:
 * a code is the server's to make, so it never repeats.
 */
export function useCreateHiveLabels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ hiveIds, blankCount }: LabelOrder) => {
      const wanted: (string | null)[] = [...hiveIds, ...Array.from({ length: blankCount }, () => null)];
      const made: HiveLabel[] = [];
      for (let start = 0; start < wanted.length; start += LABELS_PER_REQUEST) {
        const batch = wanted.slice(start, start + LABELS_PER_REQUEST);
        const ids = batch.filter((id): id is string => id !== null);
        made.push(
          ...(await api.post<HiveLabel[]>(apiPath(routes.createHiveLabels), {
            hiveIds: ids,
            blankCount: batch.length - ids.length,
          })),
        );
      }
      return made;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: hiveLabelsQueryKey() }),
  });
}

export interface LabelAssignment {
  code: string;
  hiveId: string;
  /** The version of the label as resolved. */
  version: string | undefined;
}

/** `PUT /api/hive-labels/{code}`: assigns a label to a hive; without signal it waits in the outbox. */
export function useAssignHiveLabel() {
  return useRecordWrite<LabelAssignment, HiveLabel>(
    ({ code, hiveId, version }) => ({
      recordType: 'hiveLabel',
      method: 'PUT',
      path: apiPath(routes.updateHiveLabel, { code }),
      recordId: code,
      version,
      body: { hiveId },
      hiveId,
      label: { noun: 'Label', hiveId },
    }),
    [hiveLabelsQueryKey(), hivesQueryKey()],
  );
}
