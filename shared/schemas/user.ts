import * as z from 'zod';
import { SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES } from '../plans';
import { isoDateTimeSchema } from './common';

/** The signed-in user as `GET /api/auth/user` answers it (spec section 3). */
export const userSchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  bio: z.string().nullable(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  isAdmin: z.boolean(),
  subscriptionPlan: z.enum(SUBSCRIPTION_PLANS),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
});
export type User = z.infer<typeof userSchema>;

export const isNewUserSchema = z.object({ isNewUser: z.boolean() });
export type IsNewUser = z.infer<typeof isNewUserSchema>;
