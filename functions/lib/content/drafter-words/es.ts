/** Spanish for the built-in parser: apicultor words (cría operculada, celdas reales, bandeja). */
import { namedNumbers, numberWords } from './numbers';
import type { DrafterWords } from './types';

export const SPANISH: DrafterWords = {
  numbers: {
    ...numberWords(
      'cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciseis diecisiete dieciocho diecinueve veinte veintiuno veintidos veintitres veinticuatro veinticinco veintiseis veintisiete veintiocho veintinueve',
    ),
    ...namedNumbers(
      'un 1 una 1 veintiun 21 treinta 30 cuarenta 40 cincuenta 50 sesenta 60 setenta 70 ochenta 80 noventa 90 cien 100 ciento 100 doscientos 200 doscientas 200 trescientos 300 trescientas 300 cuatrocientos 400 cuatrocientas 400 quinientos 500 quinientas 500',
    ),
  },
  hundreds: [],
  articles: ['un', 'una'],
  numberJoiners: ['y'],
  clauseBreaks: ['y', 'pero', 'tambien', 'luego', 'ademas'],
  negations: ['no', 'sin', 'ningun\\p{L}*', 'nada', 'ni', 'nunca'],
  intentions: ['voy a', 'tengo que', 'hay que', 'manana', 'proxima', 'deberia', 'vamos a'],
  queen: 'reina',
  seeing: ['vi', 'visto', 'vista', 'encontre', 'encontrada', 'hay', 'esta', 'marcada', 'veo', 'localizada'],
  queenNotSeen: ['huerfana'],
  queenCells: 'celdas? reales?|celdas? de reina|realeras?|celdas? de enjambrazon',
  eggs: 'huevos?',
  openBrood: 'cria abierta|cria (?:joven|sin opercular)|larvas?',
  cappedBrood: 'cria (?:operculada|cerrada|sellada)',
  allStages: 'cria (?:en|de) todas las edades|todos los estadios',
  openAndCapped: 'cria abierta y (?:operculada|cerrada)',
  // As in English: mansas and tranquilas 5, nerviosas 2, agresivas 1.
  temperament: [
    ['muy (?:mansas?|tranquilas?|docile?s?)', 5],
    ['bastante (?:mansas?|tranquilas?)', 4],
    ['mansas?|tranquilas?|dociles|calmadas?', 5],
    ['un poco (?:nerviosas?|agresivas?|defensivas?)', 2],
    ['nerviosas?|corredoras?', 2],
    ['agresivas?|defensivas?|bravas?|picadoras?', 1],
  ],
  foodStores: [
    ['sin reservas|sin miel|hambrientas?', 1],
    ['poca reserva|pocas reservas|ligeras?|escasas? reservas?', 2],
    ['reservas normales', 3],
    ['buenas reservas', 4],
    ['muchas reservas|mucha miel|pesadas?|llena de miel|reservas abundantes', 5],
  ],
  population: [
    ['muy fuerte', 5],
    ['fuerte', 4],
    ['colonia (?:media|normal)', 3],
    ['muy debil', 1],
    ['debil', 2],
  ],
  broodPattern: [
    ['cria compacta', 5],
    ['buena cria|buen patron', 4],
    ['cria (?:salteada|salpicada|irregular|dispersa)|salteada', 2],
    ['mala cria', 1],
  ],
  beetles: 'escarabajos?(?: de la colmena)?|aethina',
  beetleQuantities: [
    ['unos pocos|un par de|uno|un', 2],
    ['algunos|varios', 3],
    ['muchos', 4],
    ['infestada', 5],
  ],
  varroaMethods: [
    {
      method: 'alcohol_wash',
      named: 'lavado (?:con|de|en) alcohol|prueba (?:de|con) alcohol',
      brief: 'lavado|alcohol',
    },
    { method: 'sugar_roll', named: 'azucar glas|azucar impalpable|prueba de azucar|azucar en polvo', brief: 'azucar' },
    {
      method: 'sticky_board',
      named: 'bandeja (?:pegajosa|adhesiva|de diagnostico)|tablero pegajoso|placa adhesiva|caida natural',
      brief: 'bandeja|cajon',
    },
  ],
  mites: 'varroas?|acaros?',
  bees: 'abejas',
  days: 'dias?|noches?',
  frames: 'cuadros?(?: (?:de|con) (?:cria|abejas|miel|reservas|polen))?|panales? (?:de|con) (?:cria|abejas|miel)',
  diseases: [
    ['loque americana', 'American foulbrood'],
    ['loque europea', 'European foulbrood'],
    ['cria de tiza|cria yesificada|ascosferiosis', 'Chalkbrood'],
    ['cria ensacada', 'Sacbrood'],
    ['nosema\\p{L}*|diarrea', 'Nosema'],
    ['alas deformes', 'Deformed wing virus'],
    ['polillas? de la cera|galleria', 'Wax moth'],
  ],
  treatments: [
    ['acido oxalico|oxalico', 'Oxalic acid'],
    ['acido formico|formico', 'Formic acid'],
    ['apivar|amitraz', 'Apivar (amitraz)'],
    ['apiguard', 'Apiguard (thymol)'],
    ['api ?life ?var', 'Apilife Var (thymol)'],
    ['(?:retire|quite|corte) (?:la )?cria de zangano|retiro de cria de zangano', 'Drone brood removal'],
    ['jarabe|agua azucarada|almibar|sirope', 'Sugar syrup'],
    ['fondant|candi|torta de azucar', 'Fondant'],
    ['torta (?:de polen|proteica)|sustituto de polen', 'Pollen patty'],
  ],
};
