/** Italian for the built-in parser: the core (regina, uova, covata, lavaggio, numbers); ratings from the usual words. */
import { compoundNumbers, namedNumbers, numberWords } from './numbers';
import type { DrafterWords } from './types';

const UNITS = numberWords('uno due tre quattro cinque sei sette otto nove', 1);
const TENS = namedNumbers('venti 20 trenta 30 quaranta 40 cinquanta 50 sessanta 60 settanta 70 ottanta 80 novanta 90');

export const ITALIAN: DrafterWords = {
  numbers: {
    ...numberWords(
      'zero uno due tre quattro cinque sei sette otto nove dieci undici dodici tredici quattordici quindici sedici diciassette diciotto diciannove',
    ),
    ...namedNumbers('un 1 una 1 cento 100 duecento 200 trecento 300 quattrocento 400 cinquecento 500'),
    ...TENS,
    // "ventuno", "ventotto": the ten drops its vowel before uno and otto.
    ...compoundNumbers(UNITS, TENS, (unit, ten) => (/^[uo]/.test(unit) ? ten.slice(0, -1) : ten) + unit),
  },
  hundreds: [],
  articles: ['un', 'una', 'uno'],
  numberJoiners: [],
  clauseBreaks: ['e', 'ma', 'poi', 'anche'],
  negations: ['non', 'nessun\\p{L}*', 'niente', 'senza', 'ne', 'mai'],
  intentions: ['devo', 'dovro', 'domani', 'prossima', 'bisogna'],
  queen: 'regina',
  seeing: ['vista', 'visto', 'vedo', 'trovata', 'trovato', 'presente', "c'e", 'marcata'],
  queenNotSeen: ['orfana'],
  queenCells: 'celle reali|celle (?:di|da) sciamatura',
  eggs: 'uova|uovo',
  openBrood: 'covata (?:aperta|fresca|giovane|non opercolata)|larve',
  cappedBrood: 'covata (?:opercolata|chiusa)',
  allStages: 'covata di tutte le eta',
  openAndCapped: 'covata aperta e (?:opercolata|chiusa)',
  temperament: [
    ['molto (?:calme|docili|tranquille|buone)', 5],
    ['calme|docili|tranquille|mansuete', 5],
    ['nervose|agitate', 2],
    ['aggressive|cattive|difensive', 1],
  ],
  foodStores: [
    ['senza scorte|affamate', 1],
    ['poche scorte|leggera', 2],
    ['buone scorte', 4],
    ['scorte abbondanti|molte scorte|pesante', 5],
  ],
  population: [
    ['molto forte', 5],
    ['forte', 4],
    ['molto debole', 1],
    ['debole', 2],
  ],
  broodPattern: [
    ['covata compatta', 5],
    ['covata (?:a mosaico|sparsa|irregolare)', 2],
  ],
  beetles: 'aethina|coleotteri?',
  beetleQuantities: [
    ['qualche|un|uno', 2],
    ['alcuni|diversi', 3],
    ['molti', 4],
  ],
  varroaMethods: [
    {
      method: 'alcohol_wash',
      named: "lavaggio (?:con |in |ad |all')alcol\\p{L}*|prova (?:con |dell')alcol",
      brief: 'lavaggio|alcol',
    },
    { method: 'sugar_roll', named: 'zucchero a velo|prova dello zucchero', brief: 'zucchero' },
    {
      method: 'sticky_board',
      named: '(?:cassetto|vassoio|fondo) diagnostico|foglio adesivo|caduta naturale',
      brief: 'cassetto|vassoio',
    },
  ],
  mites: 'varroe?|acari',
  bees: 'api',
  days: 'giorni|giorno|notti',
  frames: 'telaini?(?: di (?:covata|api|miele|scorte))?|favi(?: di (?:covata|api|miele))?',
  diseases: [
    ['peste americana', 'American foulbrood'],
    ['peste europea', 'European foulbrood'],
    ['covata calcificata', 'Chalkbrood'],
    ['covata a sacco', 'Sacbrood'],
    ['nosema\\p{L}*', 'Nosema'],
    ['ali deformi', 'Deformed wing virus'],
    ['tarma della cera|tarme', 'Wax moth'],
  ],
  treatments: [
    ['acido ossalico|ossalico|api-?bioxal', 'Oxalic acid'],
    ['acido formico|formico', 'Formic acid'],
    ['apivar|amitraz', 'Apivar (amitraz)'],
    ['apiguard', 'Apiguard (thymol)'],
    ['api ?life ?var', 'Apilife Var (thymol)'],
    ['sciroppo|acqua e zucchero', 'Sugar syrup'],
    ['candito|fondant', 'Fondant'],
    ['panetto (?:di polline|proteico)', 'Pollen patty'],
  ],
};
