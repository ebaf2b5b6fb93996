import type { RouteDefinition } from '../route-definition';

export const tasksRoutes = {
  listTasks: {
    method: 'GET',
    path: '/api/tasks',
    handler: 'tasks/list-tasks',
    access: 'user',
    member: 'viewer',
    grants: ['table:read'],
  },
  listUpcomingTasks: {
    method: 'GET',
    path: '/api/tasks/upcoming',
    handler: 'tasks/list-upcoming-tasks',
    access: 'user',
    member: 'viewer',
    grants: ['table:read'],
  },
  createTask: {
    method: 'POST',
    path: '/api/tasks',
    handler: 'tasks/create-task',
    access: 'user',
    member: 'editor',
    grants: ['table:read', 'table:write'],
  },
  createTasks: {
    method: 'POST',
    path: '/api/tasks/batch',
    handler: 'tasks/create-tasks',
    access: 'user',
    member: 'editor',
    grants: ['table:read', 'table:write'],
  },
  updateTask: {
    method: 'PATCH',
    path: '/api/tasks/{id}',
    handler: 'tasks/update-task',
    access: 'user',
    member: 'editor',
    grants: ['table:read', 'table:write'],
  },
  deleteTask: {
    method: 'DELETE',
    path: '/api/tasks/{id}',
    handler: 'tasks/delete-task',
    access: 'user',
    member: 'editor',
    grants: ['table:read', 'table:write'],
  },
} as const satisfies Record<string, RouteDefinition>;
