import type { User } from '@shared/schemas/user';
import { hasProAccess } from '@shared/plans';

export type PlanName = 'Admin' | 'Pro' | 'Free';

/** What the account menu calls the user's plan: admins have Pro and more; Pro means Pro access right now. */
export function planName(user: User): PlanName {
  if (user.isAdmin) return 'Admin';
  return hasProAccess(user) ? 'Pro' : 'Free';
}

/** The name to greet the user by: their full name, else their username, else their e-mail. */
export function displayName(user: User): string {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return fullName || user.username || user.email;
}

/** One or two letters for the avatar: first and last name initials, else the first letter of the display name. */
export function initials(user: User): string {
  const fromNames = [user.firstName, user.lastName].map((name) => name?.trim().charAt(0) ?? '').join('');
  return (fromNames || displayName(user).charAt(0)).toUpperCase();
}
