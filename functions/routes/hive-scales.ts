import type { RouteDefinition } from '../route-definition';

/**
 * Hive scales and sensors: a hive's scales (added, renamed or recalibrated, given a new secret, deleted with their
 * readings), the uplinks their devices send through The Things Network (authenticated by each scale's secret), files
 * of readings imported, and a hive's readings over a range of days.
 */
export const hiveScalesRoutes = {
  listHiveScales: {
    method: 'GET',
    path: '/api/hives/{id}/scales',
    handler: 'hive-scales/list-hive-scales',
    access: 'user',
    member: 'viewer',
    scoped: true,
    grants: ['table:read'],
  },
  createHiveScale: {
    method: 'POST',
    path: '/api/hive-scales',
    handler: 'hive-scales/create-hive-scale',
    access: 'user',
    member: 'editor',
    scoped: true,
    plan: { record: 'hiveScales', action: 'create' },
    grants: ['table:read', 'table:write'],
  },
  updateHiveScale: {
    method: 'PUT',
    path: '/api/hive-scales/{id}',
    handler: 'hive-scales/update-hive-scale',
    access: 'user',
    member: 'editor',
    scoped: true,
    plan: { record: 'hiveScales', action: 'edit' },
    grants: ['table:read', 'table:write'],
  },
  renewHiveScaleSecret: {
    method: 'POST',
    path: '/api/hive-scales/{id}/secret',
    handler: 'hive-scales/renew-hive-scale-secret',
    access: 'user',
    member: 'editor',
    scoped: true,
    plan: { record: 'hiveScales', action: 'edit' },
    grants: ['table:read', 'table:write'],
  },
  deleteHiveScale: {
    method: 'DELETE',
    path: '/api/hive-scales/{id}',
    handler: 'hive-scales/delete-hive-scale',
    access: 'user',
    member: 'editor',
    scoped: true,
    grants: ['table:read', 'table:write'],
  },
  importHiveScaleReadings: {
    method: 'POST',
    path: '/api/hive-scales/{id}/readings',
    handler: 'hive-scales/import-hive-scale-readings',
    access: 'user',
    member: 'editor',
    scoped: true,
    plan: { record: 'hiveScales', action: 'create' },
    // The readings' alerts: a notice, and an e-mail with links to the site.
    grants: ['table:read', 'table:write', 'mail:send', 'reminders:secret'],
  },
  listHiveReadings: {
    method: 'GET',
    path: '/api/hives/{id}/readings',
    handler: 'hive-scales/list-hive-readings',
    access: 'user',
    member: 'viewer',
    scoped: true,
    grants: ['table:read'],
  },
  /** Pro, or a beekeeper whose Pro lapsed (their scales' readings stay theirs to read); 402 for one who never had it. */
  getHiveWeightChart: {
    method: 'GET',
    path: '/api/hives/{id}/weight-chart',
    handler: 'hive-scales/get-hive-weight-chart',
    access: 'user',
    member: 'viewer',
    scoped: true,
    plan: { record: 'hiveScales', action: 'read' },
    grants: ['table:read'],
  },
  /**
   * The Things Network's webhook: the scale's beekeeper and id in the path, its secret in `Authorization: Bearer`.
   * A few of the network's servers send every beekeeper's uplinks, so no per-address limit.
   */
  receiveScaleUplink: {
    method: 'POST',
    path: '/api/scale-uplinks/{userId}/{scaleId}',
    handler: 'hive-scales/receive-scale-uplink',
    access: 'public',
    limitPerAddress: false,
    grants: ['table:read', 'table:write', 'mail:send', 'reminders:secret'],
  },
} as const satisfies Record<string, RouteDefinition>;
