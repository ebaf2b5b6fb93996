/**
 * A hive alert's words in every language HiveKeeper speaks: its title and message are the bell's
 * (`shared/i18n/catalogs/notifications`, `notice.<code>.*`), so the e-mail and the bell say the same; the e-mail's
 * own lines (subject, links, how to stop them) are `shared/i18n/catalogs/scale-alert-email`.
 */
import noticeCs from '../../../shared/i18n/catalogs/notifications/cs.json' with { type: 'json' };
import noticeDe from '../../../shared/i18n/catalogs/notifications/de.json' with { type: 'json' };
import noticeEnGB from '../../../shared/i18n/catalogs/notifications/en-GB.json' with { type: 'json' };
import noticeEnUS from '../../../shared/i18n/catalogs/notifications/en-US.json' with { type: 'json' };
import noticeEs from '../../../shared/i18n/catalogs/notifications/es.json' with { type: 'json' };
import noticeFr from '../../../shared/i18n/catalogs/notifications/fr.json' with { type: 'json' };
import noticeIt from '../../../shared/i18n/catalogs/notifications/it.json' with { type: 'json' };
import noticeNl from '../../../shared/i18n/catalogs/notifications/nl.json' with { type: 'json' };
import noticePl from '../../../shared/i18n/catalogs/notifications/pl.json' with { type: 'json' };
import noticePtBR from '../../../shared/i18n/catalogs/notifications/pt-BR.json' with { type: 'json' };
import profileCs from '../../../shared/i18n/catalogs/profile/cs.json' with { type: 'json' };
import profileDe from '../../../shared/i18n/catalogs/profile/de.json' with { type: 'json' };
import profileEnGB from '../../../shared/i18n/catalogs/profile/en-GB.json' with { type: 'json' };
import profileEnUS from '../../../shared/i18n/catalogs/profile/en-US.json' with { type: 'json' };
import profileEs from '../../../shared/i18n/catalogs/profile/es.json' with { type: 'json' };
import profileFr from '../../../shared/i18n/catalogs/profile/fr.json' with { type: 'json' };
import profileIt from '../../../shared/i18n/catalogs/profile/it.json' with { type: 'json' };
import profileNl from '../../../shared/i18n/catalogs/profile/nl.json' with { type: 'json' };
import profilePl from '../../../shared/i18n/catalogs/profile/pl.json' with { type: 'json' };
import profilePtBR from '../../../shared/i18n/catalogs/profile/pt-BR.json' with { type: 'json' };
import cs from '../../../shared/i18n/catalogs/scale-alert-email/cs.json' with { type: 'json' };
import de from '../../../shared/i18n/catalogs/scale-alert-email/de.json' with { type: 'json' };
import enGB from '../../../shared/i18n/catalogs/scale-alert-email/en-GB.json' with { type: 'json' };
import enUS from '../../../shared/i18n/catalogs/scale-alert-email/en-US.json' with { type: 'json' };
import es from '../../../shared/i18n/catalogs/scale-alert-email/es.json' with { type: 'json' };
import fr from '../../../shared/i18n/catalogs/scale-alert-email/fr.json' with { type: 'json' };
import it from '../../../shared/i18n/catalogs/scale-alert-email/it.json' with { type: 'json' };
import nl from '../../../shared/i18n/catalogs/scale-alert-email/nl.json' with { type: 'json' };
import pl from '../../../shared/i18n/catalogs/scale-alert-email/pl.json' with { type: 'json' };
import ptBR from '../../../shared/i18n/catalogs/scale-alert-email/pt-BR.json' with { type: 'json' };
import type { Locale } from '../../../shared/i18n/locales';
import { serverCatalog } from '../i18n/server-catalog';

export const scaleAlertEmailMessages = serverCatalog<keyof typeof enUS>({
  'en-US': enUS,
  'en-GB': enGB,
  de,
  fr,
  es,
  it,
  nl,
  pl,
  'pt-BR': ptBR,
  cs,
});

export const noticeMessages = serverCatalog<keyof typeof noticeEnUS>({
  'en-US': noticeEnUS,
  'en-GB': noticeEnGB,
  de: noticeDe,
  fr: noticeFr,
  es: noticeEs,
  it: noticeIt,
  nl: noticeNl,
  pl: noticePl,
  'pt-BR': noticePtBR,
  cs: noticeCs,
});

const PROFILE_SETTING: Record<Locale, string> = {
  'en-US': profileEnUS['notifications.scaleAlerts'],
  'en-GB': profileEnGB['notifications.scaleAlerts'],
  de: profileDe['notifications.scaleAlerts'],
  fr: profileFr['notifications.scaleAlerts'],
  es: profileEs['notifications.scaleAlerts'],
  it: profileIt['notifications.scaleAlerts'],
  nl: profileNl['notifications.scaleAlerts'],
  pl: profilePl['notifications.scaleAlerts'],
  'pt-BR': profilePtBR['notifications.scaleAlerts'],
  cs: profileCs['notifications.scaleAlerts'],
};

/** The profile's switch that stops these e-mails, as the profile names it in `locale`. */
export function scaleAlertSetting(locale: Locale): string {
  return PROFILE_SETTING[locale];
}
