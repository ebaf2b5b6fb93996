/**
 * A hive alert as e-mail (docs: scale alerts): plain text in the language of the beekeeper's profile, its weight in
 * their units, with the bell's title and message, a link to the hive's page and how to stop these e-mails (the
 * profile's switch, linked).
 */
import type { HiveAlertCode } from '../../../shared/domain/notification';
import { REMINDER_LINKS } from '../../../shared/domain/reminder-links';
import type { Locale } from '../../../shared/i18n/locales';
import { convertWeight, formatWeight, type UnitSystem } from '../../../shared/rules/units';
import type { Mail } from '../mail/mailer';
import { noticeMessages, scaleAlertEmailMessages, scaleAlertSetting } from './scale-alert-messages';

/** What a hive alert says as facts: the notice's params. */
export interface HiveAlertFacts {
  hiveId: string;
  hiveName: string;
  /** The drop, the flow's gain, or the stores left. */
  kg: number;
  /** The flow's days so far, or the days until the stores run low (0: now). */
  days: number;
}

/** A hive's page in the web app (`frontend/src/config/paths.ts`, `paths.app.hive`). */
const hivePath = (hiveId: string) => `/hives/${encodeURIComponent(hiveId)}`;

/** The notice's title and message in `locale`, its weight written in `units`. */
export function hiveAlertWords(
  code: HiveAlertCode,
  facts: HiveAlertFacts,
  { locale, units }: { locale: Locale; units: UnitSystem },
): { title: string; message: string } {
  const t = noticeMessages(locale);
  const values = { ...facts, weight: formatWeight(convertWeight(facts.kg, 'kg', 'lbs'), units, locale) };
  return { title: t(`notice.${code}.title`, values), message: t(`notice.${code}.message`, values) };
}

export interface HiveAlertEmail {
  to: string;
  code: HiveAlertCode;
  facts: HiveAlertFacts;
  locale: Locale;
  units: UnitSystem;
  /** The site's origin, for the links. */
  siteUrl: string;
}

export function hiveAlertEmail({ to, code, facts, locale, units, siteUrl }: HiveAlertEmail): Mail {
  const t = scaleAlertEmailMessages(locale);
  const { title, message } = hiveAlertWords(code, facts, { locale, units });
  const link = (path: string) => new URL(path, siteUrl).toString();
  return {
    to,
    subject: t('subject', { title }),
    text: [
      message,
      '',
      t('hiveLink', { hiveName: facts.hiveName, url: link(hivePath(facts.hiveId)) }),
      '',
      t('why'),
      t('stop', { setting: scaleAlertSetting(locale), url: link(REMINDER_LINKS.profile) }),
    ].join('\n'),
  };
}
