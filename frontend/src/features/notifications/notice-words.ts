import type source from '@shared/i18n/catalogs/notifications/en-US.json';
import type { Notification } from '@shared/schemas/notification';
import type { Translate } from '@/lib/i18n/catalog';

/**
 * A notification's title and message in the reader's language, worded from its code and params; a notice stored
 * before HiveKeeper kept them shows its stored English.
 */
export function noticeWords(
  t: Translate<keyof typeof source>,
  { code, params = {}, title, message }: Notification,
): { title: string; message: string } {
  switch (code) {
    case undefined:
      return { title, message };
    case 'feedback':
      return {
        title: t('notice.feedback.title'),
        message: t(params.email === undefined ? 'notice.feedback.messageAnonymous' : 'notice.feedback.message', params),
      };
    default:
      return { title: t(`notice.${code}.title`), message: t(`notice.${code}.message`, params) };
  }
}
