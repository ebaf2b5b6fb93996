/** German for the built-in parser: Imker words (Stifte, Weiselzellen, Windel, Auswaschung) and compound numbers. */
import { compoundNumbers, hundredsCompounds, namedNumbers, numberWords } from './numbers';
import type { DrafterWords } from './types';

const UNITS = numberWords('ein zwei drei vier funf sechs sieben acht neun', 1);
const TENS = namedNumbers(
  'zwanzig 20 dreißig 30 dreissig 30 vierzig 40 funfzig 50 sechzig 60 siebzig 70 achtzig 80 neunzig 90',
);

export const GERMAN: DrafterWords = {
  numbers: {
    ...numberWords(
      'null eins zwei drei vier funf sechs sieben acht neun zehn elf zwolf dreizehn vierzehn funfzehn sechzehn siebzehn achtzehn neunzehn',
    ),
    ...namedNumbers('ein 1 eine 1 einen 1 hundert 100 einhundert 100'),
    ...TENS,
    ...compoundNumbers(UNITS, TENS, (unit, ten) => `${unit}und${ten}`),
    ...hundredsCompounds(UNITS, 'hundert'),
  },
  hundreds: ['hundert'],
  articles: ['ein', 'eine', 'einen'],
  numberJoiners: ['und'],
  clauseBreaks: ['und', 'aber', 'auch', 'dann', 'sowie', 'jedoch'],
  negations: ['kein', 'keine', 'keinen', 'keiner', 'keines', 'nicht', 'nichts', 'ohne', 'nie', 'weder'],
  intentions: [
    'muss',
    'mussen',
    'sollte',
    'werde',
    'will',
    'nachste woche',
    'nachstes mal',
    'morgen',
    'demnachst',
    'geplant',
  ],
  queen: 'konigin|weisel|stockmutter',
  seeing: ['gesehen', 'sehen', 'sah', 'gefunden', 'finden', 'gesichtet', 'entdeckt', 'da', 'vorhanden', 'gezeichnet'],
  queenNotSeen: ['weisellos', 'weiselos'],
  queenCells: 'weiselzell\\p{L}*|schwarmzell\\p{L}*|nachschaffungszell\\p{L}*|koniginnenzell\\p{L}*',
  eggs: 'stifte|stift|eier|ei',
  openBrood: 'offene brut|offener brut|unverdeckelte brut|junge brut|rundmaden|maden|larven',
  cappedBrood: 'verdeckelte brut|verdeckelter brut|gedeckelte brut|verdeckelte|geschlossene brut',
  allStages: 'brut in allen stadien|alle brutstadien',
  openAndCapped: 'offene und (?:verdeckelte|gedeckelte) brut',
  // As in English: sanft and friedlich 5, nervös or laufend 2, stechfreudig or aggressiv 1.
  temperament: [
    ['sehr (?:sanft\\p{L}*|friedlich\\p{L}*|ruhig\\p{L}*)', 5],
    ['ziemlich (?:sanft\\p{L}*|friedlich\\p{L}*|ruhig\\p{L}*)', 4],
    ['sanft\\p{L}*|friedlich\\p{L}*|ruhig\\p{L}*|brav', 5],
    ['etwas (?:nervos|unruhig|stechlustig|aggressiv|stechfreudig)', 2],
    ['nervos|unruhig|laufen|laufig', 2],
    ['stechfreudig|stechlustig|aggressiv\\p{L}*|bosartig|angriffslustig|gestochen', 1],
  ],
  foodStores: [
    ['keine vorrate|kein futter|verhungert|hungern', 1],
    ['leicht|wenig futter|wenig vorrate|futter knapp|knapp', 2],
    ['futter (?:ok|mittel)', 3],
    ['gut versorgt|genug futter|futter gut', 4],
    ['reichlich|viel futter|schwer|voller honig|viele vorrate', 5],
  ],
  population: [
    ['sehr stark\\p{L}*|bombenvolk|riesig', 5],
    ['stark\\p{L}*', 4],
    ['mittelstark\\p{L}*|durchschnittlich', 3],
    ['sehr schwach\\p{L}*|winzig', 1],
    ['schwach\\p{L}*|kleines volk', 2],
  ],
  broodPattern: [
    ['geschlossenes brutbild|brutbild (?:ist )?geschlossen|kompakt\\p{L}* brut', 5],
    ['gutes brutbild|brutbild (?:ist )?gut', 4],
    ['luckenhaft\\p{L}*|lochrig\\p{L}*|schrotschuss\\p{L}*', 2],
    ['schlechtes brutbild|brutbild (?:ist )?schlecht', 1],
  ],
  beetles: '(?:kleine[rn]? )?beutenkafer\\p{L}*|kafer',
  beetleQuantities: [
    ['ein paar|einzelne|ein|einen', 2],
    ['einige|mehrere', 3],
    ['viele|jede menge', 4],
    ['massenhaft|uberall', 5],
  ],
  varroaMethods: [
    {
      method: 'alcohol_wash',
      named: 'alkoholauswaschung|alkoholwasche|auswaschung|auswaschmethode|ausgewaschen',
      brief: 'alkohol',
    },
    { method: 'sugar_roll', named: 'puderzucker\\p{L}*|zuckerprobe', brief: 'zucker' },
    {
      method: 'sticky_board',
      named: 'windel|stockwindel|bodeneinlage|diagnoseschieber|gemulldiagnose|milbenfall',
      brief: 'einlage|schieber|gemull',
    },
  ],
  mites: 'milben?|varroa\\p{L}*',
  bees: 'bienen',
  days: 'tagen?|tage|nachte',
  frames:
    '(?:waben|rahmchen|rahmen)(?: (?:mit )?(?:bienen|brut|futter|honig|pollen|besetzt))?|brutwaben|futterwaben|honigwaben|pollenwaben',
  diseases: [
    ['amerikanische faulbrut|bosartige faulbrut|afb', 'American foulbrood'],
    ['europaische faulbrut|gutartige faulbrut|sauerbrut', 'European foulbrood'],
    ['kalkbrut', 'Chalkbrood'],
    ['sackbrut', 'Sacbrood'],
    ['nosema\\p{L}*|ruhr', 'Nosema'],
    ['verkruppelte flugel|flugeldeformation\\p{L}*|dwv', 'Deformed wing virus'],
    ['wachsmotte\\p{L}*', 'Wax moth'],
  ],
  treatments: [
    ['oxalsaure\\p{L}*|oxuvar|api-?bioxal', 'Oxalic acid'],
    ['ameisensaure\\p{L}*|maqs', 'Formic acid'],
    ['apivar|amitraz', 'Apivar (amitraz)'],
    ['apiguard', 'Apiguard (thymol)'],
    ['api ?life ?var', 'Apilife Var (thymol)'],
    ['drohnen(?:brut|rahmen|waben?) (?:geschnitten|ausgeschnitten|entfernt)', 'Drone brood removal'],
    ['zuckerwasser|zuckerlosung|sirup|futtersirup|flussigfutter|apiinvert', 'Sugar syrup'],
    ['futterteig|fondant|apifonda|zuckerteig', 'Fondant'],
    ['pollenersatz|eiweißfutter|pollenteig', 'Pollen patty'],
  ],
};
