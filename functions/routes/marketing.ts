import type { RouteDefinition } from '../route-definition';

export const marketingRoutes = {
  listMarketingContent: {
    method: 'GET',
    path: '/api/marketing-content',
    handler: 'marketing/list-marketing-content',
    access: 'admin',
    grants: ['table:read', 'marketing:read'],
  },
  generateMarketingAds: {
    method: 'POST',
    path: '/api/marketing-ads/generate',
    handler: 'marketing/generate-marketing-ads',
    access: 'admin',
    grants: ['table:write', 'content:generate'],
  },
  prepareMarketingImage: {
    method: 'POST',
    path: '/api/marketing-content/{id}/generate-image',
    handler: 'marketing/prepare-marketing-image',
    access: 'admin',
    grants: ['table:read'],
  },
  generateMarketingImage: {
    method: 'POST',
    path: '/api/agent-generate-image',
    handler: 'marketing/generate-marketing-image',
    access: 'admin',
    grants: ['table:read', 'table:write', 'content:generate', 'marketing:read', 'marketing:write', 'marketing:delete'],
  },
  updateMarketingImage: {
    method: 'POST',
    path: '/api/marketing-content/{id}/update-image',
    handler: 'marketing/update-marketing-image',
    access: 'admin',
    grants: ['table:read', 'table:write', 'marketing:read', 'marketing:delete'],
  },
  generateMarketingContent: {
    method: 'POST',
    path: '/api/marketing-content/generate',
    handler: 'marketing/generate-marketing-content',
    access: 'admin',
    grants: ['jobs:start'],
  },
  deleteMarketingContent: {
    method: 'DELETE',
    path: '/api/marketing-content/{id}',
    handler: 'marketing/delete-marketing-content',
    access: 'admin',
    grants: ['table:write', 'marketing:delete'],
  },
} as const satisfies Record<string, RouteDefinition>;
