/** The Pro export's CSV headers and README.txt in every language HiveKeeper speaks (`shared/i18n/catalogs/export`). */
import cs from '../../../shared/i18n/catalogs/export/cs.json' with { type: 'json' };
import de from '../../../shared/i18n/catalogs/export/de.json' with { type: 'json' };
import enGB from '../../../shared/i18n/catalogs/export/en-GB.json' with { type: 'json' };
import enUS from '../../../shared/i18n/catalogs/export/en-US.json' with { type: 'json' };
import es from '../../../shared/i18n/catalogs/export/es.json' with { type: 'json' };
import fr from '../../../shared/i18n/catalogs/export/fr.json' with { type: 'json' };
import it from '../../../shared/i18n/catalogs/export/it.json' with { type: 'json' };
import nl from '../../../shared/i18n/catalogs/export/nl.json' with { type: 'json' };
import pl from '../../../shared/i18n/catalogs/export/pl.json' with { type: 'json' };
import ptBR from '../../../shared/i18n/catalogs/export/pt-BR.json' with { type: 'json' };
import { serverCatalog } from '../i18n/server-catalog';

export const exportMessages = serverCatalog<keyof typeof enUS>({
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
