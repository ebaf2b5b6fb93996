import type source from '@shared/i18n/catalogs/notifications/en-US.json';
import { HIVE_ALERT_CODES, type HiveAlertCode } from '@shared/domain/notification';
import { convertWeight, formatWeight, type UnitSystem } from '@shared/rules/units';
import type { NoticeCode, Notification } from '@shared/schemas/notification';
import type { Translate } from '@/lib/i18n/catalog';
import { paths } from '@/config/paths';

const isHiveAlert = (code: NoticeCode): code is HiveAlertCode => (HIVE_ALERT_CODES as readonly string[]).includes(code);

/**
 * A notification's title and message in the reader's language, worded from its code and params (a hive alert's
 * weight in their units), and where it leads (a hive alert: its hive's page); a notice stored before HiveKeeper kept
 * codes shows its stored English.
 */
export function noticeWords(
  t: Translate<keyof typeof source>,
  { code, params = {}, title, message }: Notification,
  { units, locale }: { units: UnitSystem; locale: string },
): { title: string; message: string; href?: string } {
  switch (code) {
    case undefined:
      return { title, message };
    case 'feedback':
      return {
        title: t('notice.feedback.title'),
        message: t(params.email === undefined ? 'notice.feedback.messageAnonymous' : 'notice.feedback.message', params),
      };
    default: {
      if (!isHiveAlert(code)) return { title: t(`notice.${code}.title`), message: t(`notice.${code}.message`, params) };
      const weight = formatWeight(convertWeight(Number(params.kg), 'kg', 'lbs'), units, locale);
      const values = { ...params, weight };
      return {
        title: t(`notice.${code}.title`, values),
        message: t(`notice.${code}.message`, values),
        href: paths.app.hive.getHref(String(params.hiveId)),
      };
    }
  }
}
