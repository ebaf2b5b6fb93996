import * as z from 'zod';
import { VALIDATION } from '../messages';
import { TEAM_LIMITS, TEAM_ROLES } from '../domain/teams';
import { PLAN_STATES } from '../plan-rules';
import { flag, idSchema, isoDateTimeSchema, requiredChoice, requiredEmail } from './common';

/**
 * A member's scope as the owner sends it: chosen apiaries of the owner's, each once, or null (or absent) for the
 * whole account.
 */
export const memberScopeSchema = z
  .array(idSchema, { error: VALIDATION.scopeApiaryRequired })
  .min(1, { error: VALIDATION.scopeApiaryRequired })
  .max(TEAM_LIMITS.maxScopedApiaries, { error: VALIDATION.tooMany('apiaries', TEAM_LIMITS.maxScopedApiaries) })
  .refine((ids) => new Set(ids).size === ids.length, { error: VALIDATION.scopeApiaryRepeated })
  .nullish();

/** What the owner sends to invite a beekeeper (POST /api/team/invitations). */
export const teamInvitationInputSchema = z.object({
  email: requiredEmail(),
  role: requiredChoice(TEAM_ROLES, VALIDATION.teamRoleRequired, 'Role'),
  apiaryIds: memberScopeSchema,
});
export type TeamInvitationInput = z.input<typeof teamInvitationInputSchema>;

/** What the owner sends to change a member's role and scope (PATCH /api/team/members/{id}). */
export const teamMemberInputSchema = z.object({
  role: requiredChoice(TEAM_ROLES, VALIDATION.teamRoleRequired, 'Role'),
  apiaryIds: memberScopeSchema,
});
export type TeamMemberInput = z.input<typeof teamMemberInputSchema>;

/** `{id}` of a member's and a shared account's routes: a user id, a Cognito `sub`. */
export const userIdSchema = z
  .string({ error: VALIDATION.invalidId })
  .regex(/^[0-9A-Za-z-]{1,64}$/, { error: VALIDATION.invalidId });
export const userIdParamsSchema = z.object({ id: userIdSchema });

export const teamMemberSchema = z.object({
  memberId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  /** The apiaries the member works on; null for the whole account. */
  apiaryIds: z.array(z.string()).nullable(),
  since: isoDateTimeSchema,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  /** The apiaries the invited beekeeper will work on; null for the whole account. */
  apiaryIds: z.array(z.string()).nullable(),
  sentAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema,
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

/** The owner's team screen (GET /api/team): who is on it, who is invited. */
export const teamSchema = z.object({
  members: z.array(teamMemberSchema),
  invitations: z.array(teamInvitationSchema),
});
export type Team = z.infer<typeof teamSchema>;

/** An e-mailed invitation's token, as the invitation page sends it on. */
export const invitationTokenInputSchema = z.object({ token: z.string().min(1).max(1000) });
export const invitationTokenQuerySchema = invitationTokenInputSchema;

/** What an invitation offers, shown before the beekeeper accepts it. */
export const invitationPreviewSchema = z.object({
  accountName: z.string(),
  role: z.enum(TEAM_ROLES),
  email: z.string(),
  expiresAt: isoDateTimeSchema,
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** An account a beekeeper may act on: their own, or one shared with them (the header's switcher). */
export const actingAccountSchema = z.object({
  accountId: z.string(),
  name: z.string(),
  role: z.enum(TEAM_ROLES),
  own: z.boolean(),
  /** On a shared account: whether its tasks come in the member's reminder e-mail. */
  taskReminders: z.boolean().optional(),
});
export type ActingAccount = z.infer<typeof actingAccountSchema>;

/**
 * The account a request acts on, as the screens need it (GET /api/team/acting): the role the member acts with now
 * (viewer while the owner has no Pro) and the owner's plan, which governs the screens' Pro features and limits.
 */
export const currentAccountSchema = actingAccountSchema.extend({
  planState: z.enum(PLAN_STATES),
  /** A member of chosen apiaries: those (`docs/features/teams.md`); absent for the whole account. */
  apiaryIds: z.array(z.string()).optional(),
});
export type CurrentAccount = z.infer<typeof currentAccountSchema>;

/** What a member sends to get a shared account's tasks in their reminder e-mails, or not (PUT .../reminders). */
export const sharedTaskRemindersInputSchema = z.object({ on: flag('On') });

/** A member's reminders of one shared account. */
export const sharedTaskRemindersSchema = z.object({
  accountId: z.string(),
  accountName: z.string(),
  taskReminders: z.boolean(),
});
export type SharedTaskReminders = z.infer<typeof sharedTaskRemindersSchema>;
