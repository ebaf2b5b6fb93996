/** Polish for the built-in parser: the core (matka, jajeczka, czerw, test alkoholowy, numbers). */
import { namedNumbers, numberWords } from './numbers';
import type { DrafterWords } from './types';

export const POLISH: DrafterWords = {
  numbers: {
    ...numberWords(
      'zero jeden dwa trzy cztery piec szesc siedem osiem dziewiec dziesiec jedenascie dwanascie trzynascie czternascie pietnascie szesnascie siedemnascie osiemnascie dziewietnascie',
    ),
    // The genitive forms a count takes after "przez" or "z" ("przez trzech dni" is said too).
    ...namedNumbers(
      'jedna 1 jedno 1 dwie 2 dwoch 2 trzech 3 czterech 4 pieciu 5 dwadziescia 20 trzydziesci 30 czterdziesci 40 piecdziesiat 50 szescdziesiat 60 siedemdziesiat 70 osiemdziesiat 80 dziewiecdziesiat 90 sto 100 dwiescie 200 trzysta 300 czterysta 400 piecset 500',
    ),
  },
  hundreds: [],
  articles: [],
  numberJoiners: [],
  clauseBreaks: ['i', 'a', 'ale', 'takze', 'potem'],
  negations: ['nie', 'brak', 'bez', 'zadn\\p{L}*', 'ani', 'nic'],
  intentions: ['musze', 'trzeba', 'jutro', 'nastepnym', 'bede'],
  queen: 'matk\\p{L}*|krolow\\p{L}*',
  seeing: [
    'widziana',
    'widzialem',
    'widzialam',
    'widac',
    'widze',
    'jest',
    'znaleziona',
    'znalazlem',
    'znalazlam',
    'obecna',
    'zauwazylem',
  ],
  queenNotSeen: ['bezmateczn\\p{L}*'],
  queenCells: 'matecznik\\p{L}*',
  eggs: 'jajecz\\p{L}*|jaj\\p{L}*',
  openBrood: 'czerw (?:otwarty|odkryty|niezasklepiony)|otwarty czerw|larw\\p{L}*',
  cappedBrood: 'czerw (?:kryty|zasklepiony|zakryty)|(?:kryty|zasklepiony) czerw',
  allStages: 'czerw we wszystkich stadiach',
  openAndCapped: 'czerw otwarty i (?:kryty|zasklepiony)',
  temperament: [
    ['bardzo (?:spokojn\\p{L}*|lagodn\\p{L}*)', 5],
    ['spokojn\\p{L}*|lagodn\\p{L}*', 5],
    ['nerwow\\p{L}*|niespokojn\\p{L}*', 2],
    ['agresywn\\p{L}*|zlosliw\\p{L}*|zadliw\\p{L}*', 1],
  ],
  foodStores: [
    ['brak zapasow|glodne', 1],
    ['malo zapasow', 2],
    ['duzo zapasow|pelne zapasy', 5],
  ],
  population: [
    ['bardzo siln\\p{L}*', 5],
    ['siln\\p{L}*|mocn\\p{L}*', 4],
    ['bardzo slab\\p{L}*', 1],
    ['slab\\p{L}*', 2],
  ],
  broodPattern: [
    ['zwarty czerw|czerw zwarty', 5],
    ['rozstrzelony czerw|czerw rozstrzelony', 2],
  ],
  beetles: '(?:maly )?zuk ulowy|zuki?',
  beetleQuantities: [
    ['kilka|jeden', 2],
    ['duzo|wiele', 4],
  ],
  varroaMethods: [
    {
      method: 'alcohol_wash',
      named: 'test alkoholowy|plukanie (?:w )?alkohol\\p{L}*',
      brief: 'alkohol\\p{L}*|plukanie',
    },
    { method: 'sugar_roll', named: 'cukier puder|cukrem pudrem|test cukrowy|metoda cukrowa', brief: 'cukr\\p{L}*' },
    { method: 'sticky_board', named: 'wklad\\p{L}*|osyp naturalny', brief: 'osyp|dennic\\p{L}*' },
  ],
  mites: 'warroz|warroa|warrozy|roztocz\\p{L}*',
  bees: 'pszczol\\p{L}*',
  days: 'dni|dzien|doby|dob',
  frames: 'ramk\\p{L}*(?: (?:czerwiu|pszczol|miodu|pierzgi))?|plastr\\p{L}*',
  diseases: [
    ['zgnilec amerykanski', 'American foulbrood'],
    ['zgnilec europejski', 'European foulbrood'],
    ['grzybica wapienna|wapienn\\p{L}* czerw', 'Chalkbrood'],
    ['woreczkowa zgnilizna czerwiu|woreczkow\\p{L}*', 'Sacbrood'],
    ['nosema\\p{L}*|biegunka', 'Nosema'],
    ['zdeformowane skrzydla', 'Deformed wing virus'],
    ['barciak\\p{L}*|motylica', 'Wax moth'],
  ],
  treatments: [
    ['kwas szczawiowy|kwasem szczawiowym', 'Oxalic acid'],
    ['kwas mrowkowy|kwasem mrowkowym', 'Formic acid'],
    ['apivar|amitraz', 'Apivar (amitraz)'],
    ['apiguard', 'Apiguard (thymol)'],
    ['api ?life ?var', 'Apilife Var (thymol)'],
    ['syrop\\p{L}*', 'Sugar syrup'],
    ['ciasto(?! pylkowe)|fondant', 'Fondant'],
    ['ciasto pylkowe|podkarmiaczka bialkowa', 'Pollen patty'],
  ],
};
