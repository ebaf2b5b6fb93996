import * as z from 'zod';
import { VALIDATION } from '../messages';
import type { FieldName } from '../messages/fields';
import { boundedText, requiredText, type TextField, type TextLines } from './common';
import { userPreferencesSchema } from './user';

/** Usernames: 3-30 letters, digits, `_` or `-`, unique without regard to case (the server claims them). */
export const USERNAME_RULES = { min: 3, max: 30, pattern: /^[A-Za-z0-9_-]+$/ } as const;

/**
 * Names no beekeeper may take, in any case: they would read as HiveKeeper speaking (on community posts, in feedback
 * and notices) or as a role.
 */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  'admin',
  'administrator',
  'admins',
  'hivekeeper',
  'moderator',
  'root',
  'security',
  'staff',
  'support',
  'system',
  'billing',
  'help',
  'official',
  'null',
  'undefined',
]);

/** A username as HiveKeeper accepts it (uniqueness, ignoring case, is the server's check). */
export const usernameSchema = z
  .string({ error: VALIDATION.usernameFormat })
  .trim()
  .min(USERNAME_RULES.min, { error: VALIDATION.usernameFormat })
  .max(USERNAME_RULES.max, { error: VALIDATION.usernameFormat })
  .regex(USERNAME_RULES.pattern, { error: VALIDATION.usernameFormat })
  .refine((username) => !RESERVED_USERNAMES.has(username.toLowerCase()), { error: VALIDATION.usernameReserved });

/** On the profile form a cleared field is sent blank and stored as null; an absent field is left as it is. */
function blankToNull(value: TextField): TextField {
  return typeof value === 'string' && value.trim() === '' ? null : value;
}

function clearableText(max: number, field: FieldName, lines: TextLines) {
  return z.preprocess(blankToNull, boundedText(max, field, lines).nullable().optional());
}

/** What the profile form sends (PATCH /api/auth/profile): only the fields the user changed. Email is read-only. */
export const profileUpdateInputSchema = z.object({
  username: z.preprocess(blankToNull, usernameSchema.nullable().optional()),
  firstName: clearableText(50, 'First name', 'one'),
  lastName: clearableText(50, 'Last name', 'one'),
  bio: clearableText(500, 'Bio', 'many'),
  /** Closes the dashboard's getting-started checklist for good (on every device); there is no reopening it. */
  gettingStartedDismissed: z.literal(true).optional(),
  /** Only the preferences that changed; the rest stay as stored. */
  preferences: userPreferencesSchema
    .extend({ notifications: userPreferencesSchema.shape.notifications.partial() })
    .partial()
    .optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateInputSchema>;
export type ParsedProfileUpdateInput = z.output<typeof profileUpdateInputSchema>;

/** What `GET /api/auth/check-username/{username}` answers; `reason` says why a name is not available. */
export const usernameCheckSchema = z.object({
  available: z.boolean(),
  reason: z.string().optional(),
});
export type UsernameCheck = z.infer<typeof usernameCheckSchema>;

/** What the profile picture upload sends once the file is stored (PUT /api/profile-picture). */
export const profilePictureInputSchema = z.object({
  profileImageURL: requiredText(VALIDATION.profileImageRequired, 2048, 'Profile image URL'),
});
export type ProfilePictureInput = z.input<typeof profilePictureInputSchema>;
export type ParsedProfilePictureInput = z.output<typeof profilePictureInputSchema>;
