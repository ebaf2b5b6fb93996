/**
 * The links an account export gives its photos and profile picture: HiveKeeper's own address
 * (`GET /api/exports/photos/{token}`), signed for the beekeeper, the file and the export's end, which answers with a
 * fresh presigned download. A presigned S3 link made by the export's build would be signed with the build Lambda's
 * temporary session and die with it, hours before the export's day is over.
 */
import * as z from 'zod';
import { apiPath } from '../../api-path';
import { accountRoutes as routes } from '../../routes/account';
import { signToken, TOKEN_PURPOSES, verifyToken } from '../signed-token';

export interface PhotoLink {
  userId: string;
  /** The file's saved key in the uploads bucket. */
  key: string;
  /** When the export expires, seconds since the epoch: the link with it. */
  expiresAt: number;
}

const payloadSchema = z.tuple([z.string().min(1), z.string().min(1), z.number().int().positive()]);

export function signPhotoLink({ userId, key, expiresAt }: PhotoLink, secret: string): string {
  return signToken(TOKEN_PURPOSES.exportPhoto, JSON.stringify([userId, key, expiresAt]), secret);
}

/** What a token links to, or null for one forged, tampered with, malformed or signed for another purpose. */
export function verifyPhotoLink(token: string, secret: string): PhotoLink | null {
  const payload = verifyToken(TOKEN_PURPOSES.exportPhoto, token, secret);
  if (payload === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  const fields = payloadSchema.safeParse(parsed);
  if (!fields.success) return null;
  const [userId, key, expiresAt] = fields.data;
  return { userId, key, expiresAt };
}

/** The link's whole address: `siteUrl` is the stage's origin, the functions' own host being API Gateway's. */
export function photoLinkUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${apiPath(routes.openExportPhoto, { token })}`;
}

/** How an export links a file of the beekeeper's (a photo, the profile picture): answers the link's address. */
export type FileLinker = (key: string) => Promise<string>;
