/**
 * Where the admins' marketing images live in the uploads bucket: `marketing/<contentId>/<ULID>.<ext>`, under the
 * content's own prefix (HiveKeeper's, not a beekeeper's). Only the marketing grants reach this prefix.
 */
import { ulid } from 'ulid';
import { DRAWN_IMAGE_EXTENSIONS, type DrawnImageType } from '../content/content-generator';

export const MARKETING_PREFIX = 'marketing/';

/** A new key for an image drawn for the content. */
export function newMarketingImageKey(contentId: string, contentType: DrawnImageType): string {
  return `${MARKETING_PREFIX}${contentId}/${ulid()}.${DRAWN_IMAGE_EXTENSIONS[contentType]}`;
}

const KEY_PATTERN = new RegExp(
  `^${MARKETING_PREFIX}([0-9A-HJKMNP-TV-Z]{26})/[0-9A-HJKMNP-TV-Z]{26}\\.(${Object.values(DRAWN_IMAGE_EXTENSIONS).join('|')})$`,
);

/** Whether `key` names an image drawn for this content (anything else is refused, never looked up). */
export function isMarketingImageKeyOf(contentId: string, key: string): boolean {
  return KEY_PATTERN.exec(key)?.[1] === contentId;
}
