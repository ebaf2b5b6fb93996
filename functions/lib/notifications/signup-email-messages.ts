/** The admins' sign-up notice e-mail's words in every language HiveKeeper speaks (`shared/i18n/catalogs/signup-email`). */
import cs from '../../../shared/i18n/catalogs/signup-email/cs.json' with { type: 'json' };
import de from '../../../shared/i18n/catalogs/signup-email/de.json' with { type: 'json' };
import enGB from '../../../shared/i18n/catalogs/signup-email/en-GB.json' with { type: 'json' };
import enUS from '../../../shared/i18n/catalogs/signup-email/en-US.json' with { type: 'json' };
import es from '../../../shared/i18n/catalogs/signup-email/es.json' with { type: 'json' };
import fr from '../../../shared/i18n/catalogs/signup-email/fr.json' with { type: 'json' };
import it from '../../../shared/i18n/catalogs/signup-email/it.json' with { type: 'json' };
import nl from '../../../shared/i18n/catalogs/signup-email/nl.json' with { type: 'json' };
import pl from '../../../shared/i18n/catalogs/signup-email/pl.json' with { type: 'json' };
import ptBR from '../../../shared/i18n/catalogs/signup-email/pt-BR.json' with { type: 'json' };
import { serverCatalog } from '../i18n/server-catalog';

export const signupEmailMessages = serverCatalog<keyof typeof enUS>({
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
