/** The reminder e-mail's words in every language HiveKeeper speaks (`shared/i18n/catalogs/reminder-email`). */
import cs from '../../../shared/i18n/catalogs/reminder-email/cs.json';
import de from '../../../shared/i18n/catalogs/reminder-email/de.json';
import enGB from '../../../shared/i18n/catalogs/reminder-email/en-GB.json';
import enUS from '../../../shared/i18n/catalogs/reminder-email/en-US.json';
import es from '../../../shared/i18n/catalogs/reminder-email/es.json';
import fr from '../../../shared/i18n/catalogs/reminder-email/fr.json';
import it from '../../../shared/i18n/catalogs/reminder-email/it.json';
import nl from '../../../shared/i18n/catalogs/reminder-email/nl.json';
import pl from '../../../shared/i18n/catalogs/reminder-email/pl.json';
import ptBR from '../../../shared/i18n/catalogs/reminder-email/pt-BR.json';
import { serverCatalog } from '../i18n/server-catalog';

export const reminderEmailMessages = serverCatalog<keyof typeof enUS>({
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
