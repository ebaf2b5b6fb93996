/** Dutch for the built-in parser: the core (koningin, eitjes, broed, alcoholwas, numbers). */
import { compoundNumbers, hundredsCompounds, namedNumbers, numberWords } from './numbers';
import type { DrafterWords } from './types';

const UNITS = numberWords('een twee drie vier vijf zes zeven acht negen', 1);
const TENS = namedNumbers('twintig 20 dertig 30 veertig 40 vijftig 50 zestig 60 zeventig 70 tachtig 80 negentig 90');

export const DUTCH: DrafterWords = {
  numbers: {
    ...numberWords(
      'nul een twee drie vier vijf zes zeven acht negen tien elf twaalf dertien veertien vijftien zestien zeventien achttien negentien',
    ),
    ...namedNumbers('honderd 100'),
    ...TENS,
    // "eenentwintig", "tweeëntwintig" (folded to "tweeentwintig").
    ...compoundNumbers(UNITS, TENS, (unit, ten) => `${unit}en${ten}`),
    ...hundredsCompounds(UNITS, 'honderd'),
  },
  hundreds: ['honderd'],
  articles: ['een'],
  numberJoiners: ['en'],
  clauseBreaks: ['en', 'maar', 'ook', 'dan'],
  negations: ['geen', 'niet', 'zonder', 'nooit', 'niks', 'niets'],
  intentions: ['moet', 'ga', 'morgen', 'volgende', 'zal'],
  queen: 'koningin|moer',
  seeing: ['gezien', 'zien', 'zag', 'gevonden', 'aanwezig', 'gespot', 'gemerkt'],
  queenNotSeen: ['moerloos'],
  queenCells: 'moerdoppen|moerdop|koninginnen?cellen|zwermcellen|redcellen|doppen',
  eggs: 'eitjes|eieren|eitje',
  openBrood: 'open broed|jong broed|larven',
  cappedBrood: 'gesloten broed|verzegeld broed|gedekt broed',
  allStages: 'broed in alle stadia',
  openAndCapped: 'open en gesloten broed',
  temperament: [
    ['zeer (?:rustig\\p{L}*|zachtaardig\\p{L}*)', 5],
    ['rustig\\p{L}*|zachtaardig\\p{L}*|kalm\\p{L}*|vriendelijk\\p{L}*', 5],
    ['nerveus|onrustig', 2],
    ['agressie\\p{L}*|steeklustig|fel', 1],
  ],
  foodStores: [
    ['geen voer|uitgehongerd', 1],
    ['weinig voer|licht', 2],
    ['genoeg voer', 4],
    ['veel voer|zwaar', 5],
  ],
  population: [
    ['zeer sterk', 5],
    ['sterk\\p{L}*', 4],
    ['zeer zwak', 1],
    ['zwak\\p{L}*', 2],
  ],
  broodPattern: [
    ['gesloten broednest', 5],
    ['hagelschot\\p{L}*|onregelmatig broed', 2],
  ],
  beetles: '(?:kleine )?kastkevers?|kevers?',
  beetleQuantities: [
    ['een paar|een', 2],
    ['enkele|sommige', 3],
    ['veel', 4],
  ],
  varroaMethods: [
    { method: 'alcohol_wash', named: 'alcoholwas\\p{L}*|alcoholtest|alcohol was', brief: 'wassing|alcohol' },
    { method: 'sugar_roll', named: 'poedersuiker\\p{L}*|suikerrol\\p{L}*|suikertest', brief: 'suiker' },
    {
      method: 'sticky_board',
      named: 'varroalade|onderlade|inlegvel|schuifla\\p{L}*|natuurlijke val',
      brief: 'lade|la',
    },
  ],
  mites: 'mijten?|varroamijten?',
  bees: 'bijen',
  days: 'dagen|dag|nachten',
  frames: '(?:ramen|raten)(?: (?:met )?(?:broed|bijen|honing|voer))?',
  diseases: [
    ['amerikaans vuilbroed', 'American foulbrood'],
    ['europees vuilbroed', 'European foulbrood'],
    ['kalkbroed', 'Chalkbrood'],
    ['zakbroed', 'Sacbrood'],
    ['nosema', 'Nosema'],
    ['misvormde vleugels', 'Deformed wing virus'],
    ['wasmot\\p{L}*', 'Wax moth'],
  ],
  treatments: [
    ['oxaalzuur', 'Oxalic acid'],
    ['mierenzuur', 'Formic acid'],
    ['apivar|amitraz', 'Apivar (amitraz)'],
    ['apiguard', 'Apiguard (thymol)'],
    ['api ?life ?var', 'Apilife Var (thymol)'],
    ['suikerwater|siroop|suikeroplossing', 'Sugar syrup'],
    ['fondant|suikerdeeg', 'Fondant'],
    ['stuifmeelvervanger|eiwitkoek', 'Pollen patty'],
  ],
};
