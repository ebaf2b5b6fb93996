import { EXPORT_PLAN_RULE } from '../../shared/domain/account-export';
import type { RouteDefinition } from '../route-definition';

export const accountRoutes = {
  startAccountExport: {
    method: 'POST',
    path: '/api/account/exports',
    handler: 'account/start-account-export',
    access: 'user',
    member: 'self',
    plan: EXPORT_PLAN_RULE,
    grants: ['table:read', 'table:write', 'jobs:start'],
  },
  listAccountExports: {
    method: 'GET',
    path: '/api/account/exports',
    handler: 'account/list-account-exports',
    access: 'user',
    member: 'self',
    grants: ['table:read'],
  },
  getAccountExport: {
    method: 'GET',
    path: '/api/account/exports/{id}',
    handler: 'account/get-account-export',
    access: 'user',
    member: 'self',
    grants: ['table:read', 'exports:read'],
  },
  openExportPhoto: {
    method: 'GET',
    path: '/api/export-photos/{token}',
    handler: 'account/open-export-photo',
    // Public: the signed token is the key, as the export's file is opened outside HiveKeeper (a spreadsheet).
    access: 'public',
    limitPerAddress: false,
    grants: ['uploads:read', 'reminders:secret'],
  },
} as const satisfies Record<string, RouteDefinition>;
