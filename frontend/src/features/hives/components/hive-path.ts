/** Where a hive's page is: `/hives/:hiveId`. */
export const hivePath = (hiveId: string) => `/hives/${encodeURIComponent(hiveId)}`;
