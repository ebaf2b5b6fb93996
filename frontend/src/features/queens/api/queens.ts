import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { NEXT_CURSOR_HEADER } from '@shared/domain/paging';
import type { QueenStatus } from '@shared/domain/colony';
import type {
  ParsedQueenCreateInput,
  ParsedQueenInput,
  Queen,
  QueenDetail,
  QueenLineage,
  QueenListOrder,
} from '@shared/schemas/queen';
import { hivesQueryKey } from '@/api/get-hives';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { useRecordWrite } from '@/lib/offline/record-write';

/** Every queen query is keyed under this, so a queen added, edited or deleted refetches her lists, page and tree. */
export const queensQueryKey = () => [apiPath(routes.listQueens)] as const;

interface QueensFilter {
  status?: QueenStatus | undefined;
  order?: QueenListOrder | undefined;
}

/** `GET /api/queens`: the beekeeper's queens page by page, newest first or by name, all or those of one status. */
export const queensQueryOptions = ({ status, order }: QueensFilter = {}) =>
  infiniteQueryOptions({
    queryKey: [...queensQueryKey(), { status, order }],
    queryFn: ({ pageParam }) =>
      api.getPage<Queen>(apiPath(routes.listQueens, {}, { status, order, cursor: pageParam }), NEXT_CURSOR_HEADER),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function useQueens(filter: QueensFilter = {}) {
  return useInfiniteQuery(queensQueryOptions(filter));
}

/** `GET /api/queens/{id}`: one queen with her mother's name and her hives; 404 for one that isn't theirs. */
export const queenQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...queensQueryKey(), id],
    queryFn: () => api.get<QueenDetail>(apiPath(routes.getQueen, { id })),
  });

export function useQueen(id: string) {
  return useQuery(queenQueryOptions(id));
}

/** `GET /api/queens/{id}/lineage`: her ancestors, daughters and granddaughters with their rollups. */
export function useQueenLineage(id: string) {
  return useQuery({
    queryKey: [...queensQueryKey(), id, 'lineage'],
    queryFn: () => api.get<QueenLineage>(apiPath(routes.getQueenLineage, { id })),
  });
}

// Placing a queen in a hive or taking her out of one changes the hive's queen fields: the hives refetch too.
const changedByQueens = () => [queensQueryKey(), hivesQueryKey()];

/** `POST /api/queens` (through the outbox without signal): 409 when the hive chosen has a queen at its head. */
export function useCreateQueen() {
  return useRecordWrite<ParsedQueenCreateInput, Queen>(
    (input) => ({
      recordType: 'queen',
      method: 'POST',
      path: apiPath(routes.createQueen),
      body: input,
      hiveId: input.hiveId,
      label: { noun: input.name, hiveId: input.hiveId },
    }),
    changedByQueens(),
  );
}

export interface QueenEdit {
  id: string;
  /** The version the form opened with. */
  version: string | undefined;
  input: ParsedQueenInput;
}

/** `PUT /api/queens/{id}`: her fields and status; a status other than heading takes her out of her hive. */
export function useUpdateQueen() {
  return useRecordWrite<QueenEdit, Queen>(
    ({ id, version, input }) => ({
      recordType: 'queen',
      method: 'PUT',
      path: apiPath(routes.updateQueen, { id }),
      recordId: id,
      version,
      body: input,
      label: { noun: input.name },
    }),
    changedByQueens(),
  );
}

/** `DELETE /api/queens/{id}`: 409 with the reason while she heads a hive or has daughters. */
export function useDeleteQueen() {
  return useInvalidatingMutation((id: string) => api.delete(apiPath(routes.deleteQueen, { id })), changedByQueens());
}
