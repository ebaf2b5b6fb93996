import type { RouteDefinition } from '../route-definition';

export const authRoutes = {
  getCurrentUser: {
    method: 'GET',
    path: '/api/auth/user',
    handler: 'auth/get-current-user',
    access: 'user',
    member: 'self',
    grants: ['table:read', 'table:write', 'uploads:read'],
  },
  getIsNewUser: {
    method: 'GET',
    path: '/api/auth/user/is-new',
    handler: 'auth/get-is-new-user',
    access: 'user',
    member: 'self',
    grants: ['table:read'],
  },
  checkUsername: {
    method: 'GET',
    path: '/api/auth/check-username/{username}',
    handler: 'auth/check-username',
    access: 'user',
    member: 'self',
    grants: ['table:read'],
  },
  updateProfile: {
    method: 'PATCH',
    path: '/api/auth/profile',
    handler: 'auth/update-profile',
    access: 'user',
    member: 'self',
    grants: ['table:read', 'table:write', 'uploads:read'],
  },
  updateProfilePicture: {
    method: 'PUT',
    path: '/api/profile-picture',
    handler: 'auth/update-profile-picture',
    access: 'user',
    member: 'self',
    grants: ['table:read', 'table:write', 'uploads:read', 'uploads:write', 'uploads:delete'],
  },
  /** 202, not 204: the subscription ends and the account is marked now, the rest is deleted by a job. */
  deleteAccount: {
    method: 'DELETE',
    path: '/api/account',
    handler: 'auth/delete-account',
    access: 'user',
    member: 'self',
    grants: ['table:read', 'table:write', 'payments:secrets', 'jobs:start'],
  },
} as const satisfies Record<string, RouteDefinition>;
