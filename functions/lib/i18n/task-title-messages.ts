/**
 * The titles of the tasks HiveKeeper adds to a beekeeper's schedule by itself (a treatment's recount, a colony event's
 * follow-ups), in every language it speaks (`shared/i18n/catalogs/server-tasks`, en-US the English they always had).
 * A task's title is the beekeeper's own text once made: it is written in the language of the acting person's profile
 * (`actingProfileLanguage`) when the task is made, and stays as they edit it, whoever reads the schedule later.
 */
import cs from '../../../shared/i18n/catalogs/server-tasks/cs.json' with { type: 'json' };
import de from '../../../shared/i18n/catalogs/server-tasks/de.json' with { type: 'json' };
import enGB from '../../../shared/i18n/catalogs/server-tasks/en-GB.json' with { type: 'json' };
import enUS from '../../../shared/i18n/catalogs/server-tasks/en-US.json' with { type: 'json' };
import es from '../../../shared/i18n/catalogs/server-tasks/es.json' with { type: 'json' };
import fr from '../../../shared/i18n/catalogs/server-tasks/fr.json' with { type: 'json' };
import it from '../../../shared/i18n/catalogs/server-tasks/it.json' with { type: 'json' };
import nl from '../../../shared/i18n/catalogs/server-tasks/nl.json' with { type: 'json' };
import pl from '../../../shared/i18n/catalogs/server-tasks/pl.json' with { type: 'json' };
import ptBR from '../../../shared/i18n/catalogs/server-tasks/pt-BR.json' with { type: 'json' };
import { serverCatalog, type ServerTranslate } from './server-catalog';

// Pure: a Lambda that lists treatments or events, and so never titles a task, leaves the catalogue out of its bundle.
export const taskTitleMessages = /* @__PURE__ */ serverCatalog<keyof typeof enUS>({
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

export type TaskTitles = ServerTranslate<keyof typeof enUS>;
