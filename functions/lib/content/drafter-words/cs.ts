/** Czech for the built-in parser: the core (matka, vajíčka, plod, test s lihem, numbers). */
import { namedNumbers, numberWords } from './numbers';
import type { DrafterWords } from './types';

export const CZECH: DrafterWords = {
  numbers: {
    ...numberWords(
      'nula jeden dva tri ctyri pet sest sedm osm devet deset jedenact dvanact trinact ctrnact patnact sestnact sedmnact osmnact devatenact dvacet',
    ),
    // The genitive forms a count takes after "za" or "po" ("po třech dnech").
    ...namedNumbers(
      'jedna 1 jedno 1 dve 2 dvou 2 tri 3 trech 3 ctyr 4 tricet 30 ctyricet 40 padesat 50 sedesat 60 sedmdesat 70 osmdesat 80 devadesat 90 sto 100 dveste 200 trista 300',
    ),
  },
  // "Tři sta", "pět set": the hundreds after the number they multiply.
  hundreds: ['sta', 'set', 'ste'],
  articles: [],
  numberJoiners: ['a'],
  clauseBreaks: ['a', 'i', 'ale', 'take', 'pak'],
  negations: ['ne', 'nevidel\\p{L}*', 'nenasel\\p{L}*', 'neni', 'nejsou', 'zadn\\p{L}*', 'bez', 'nic', 'ani'],
  intentions: ['musim', 'zitra', 'priste', 'budu'],
  queen: 'matk\\p{L}*|kralovn\\p{L}*',
  seeing: [
    'videna',
    'viden\\p{L}*',
    'videl\\p{L}*',
    'nevidel\\p{L}*',
    'vidim',
    'nalezena',
    'nasel',
    'nasla',
    'tam',
    'oznacena',
  ],
  queenNotSeen: ['bezmatecn\\p{L}*|bez matky'],
  queenCells: 'matecnik\\p{L}*',
  eggs: 'vajick\\p{L}*|vejce|vajec',
  openBrood: 'otevren\\p{L}* plod|nezavickovan\\p{L}* plod|larv\\p{L}*',
  cappedBrood: 'zavickovan\\p{L}* plod',
  allStages: 'plod ve vsech stadiich',
  openAndCapped: 'otevren\\p{L}* (?:i|a) zavickovan\\p{L}* plod',
  temperament: [
    ['velmi (?:klidn\\p{L}*|mirn\\p{L}*)', 5],
    ['klidn\\p{L}*|mirn\\p{L}*', 5],
    ['nervozn\\p{L}*|neklidn\\p{L}*', 2],
    ['agresivn\\p{L}*|bodav\\p{L}*|zl\\p{L}*', 1],
  ],
  foodStores: [
    ['bez zasob|hladov\\p{L}*', 1],
    ['malo zasob', 2],
    ['hodne zasob|dost zasob', 5],
  ],
  population: [
    ['velmi siln\\p{L}*', 5],
    ['siln\\p{L}*', 4],
    ['velmi slab\\p{L}*', 1],
    ['slab\\p{L}*', 2],
  ],
  broodPattern: [
    ['zapleteny plod|kompaktni plod', 5],
    ['mezerovit\\p{L}* plod|dirav\\p{L}* plod', 2],
  ],
  beetles: 'lesknacek\\p{L}*|brouk\\p{L}*',
  beetleQuantities: [
    ['par|jeden', 2],
    ['nekolik', 3],
    ['hodne|mnoho', 4],
  ],
  varroaMethods: [
    {
      method: 'alcohol_wash',
      named: 'test s lihem|lihov\\p{L}* test|vyplach (?:v )?lihu|test v lihu',
      brief: 'lih\\p{L}*|vyplach',
    },
    {
      method: 'sugar_roll',
      named: 'mouckov\\p{L}* cukr\\p{L}*|cukrov\\p{L}* test|test s cukrem',
      brief: 'cukr\\p{L}*',
    },
    { method: 'sticky_board', named: 'podlozk\\p{L}*|diagnosticka podlozka|prirozeny spad', brief: 'spad' },
  ],
  mites: 'roztoc\\p{L}*|klist\\p{L}*|varro\\p{L}*',
  bees: 'vcel\\p{L}*|vcel',
  days: 'dny|dni|dnu|den|dnech',
  frames: 'ramk\\p{L}*|plast\\p{L}*',
  diseases: [
    ['mor vceliho plodu|americky mor', 'American foulbrood'],
    ['hniloba vceliho plodu|evropska hniloba', 'European foulbrood'],
    ['zvapenatel\\p{L}* plod|zvapenatenina', 'Chalkbrood'],
    ['vackovit\\p{L}* plod', 'Sacbrood'],
    ['nosem\\p{L}*|uplavice', 'Nosema'],
    ['deformovan\\p{L}* kridl\\p{L}*', 'Deformed wing virus'],
    ['zavijec\\p{L}*|mol\\p{L}*', 'Wax moth'],
  ],
  treatments: [
    ['kyselin\\p{L}* stavelov\\p{L}*', 'Oxalic acid'],
    ['kyselin\\p{L}* mravenc\\p{L}*', 'Formic acid'],
    ['apivar|amitraz|gabon|varidol', 'Apivar (amitraz)'],
    ['apiguard', 'Apiguard (thymol)'],
    ['api ?life ?var', 'Apilife Var (thymol)'],
    ['cukern\\p{L}* roztok|sirup', 'Sugar syrup'],
    ['fondant|cukrov\\p{L}* testo|krmn\\p{L}* testo', 'Fondant'],
    ['pyl\\p{L}* nahrazk\\p{L}*', 'Pollen patty'],
  ],
};
