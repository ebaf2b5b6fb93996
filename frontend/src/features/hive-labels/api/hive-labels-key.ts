import { apiPath, routes } from '@/lib/api-routes';

/**
 * Every label read is keyed under this (kept offline: `persisted-queries.ts`), so a label written refetches them.
 * Apart from the labels' other reads, so a hive's page lists its codes without the scanner's code.
 */
export const hiveLabelsQueryKey = () => [apiPath(routes.listHiveLabels)] as const;
