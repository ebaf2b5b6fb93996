/** Brazilian Portuguese for the built-in parser: the core (rainha, ovos, cria, lavagem com álcool, numbers). */
import { namedNumbers, numberWords } from './numbers';
import type { DrafterWords } from './types';

export const BRAZILIAN_PORTUGUESE: DrafterWords = {
  numbers: {
    ...numberWords(
      'zero um dois tres quatro cinco seis sete oito nove dez onze doze treze catorze quinze dezesseis dezessete dezoito dezenove vinte',
    ),
    ...namedNumbers(
      'uma 1 duas 2 quatorze 14 trinta 30 quarenta 40 cinquenta 50 sessenta 60 setenta 70 oitenta 80 noventa 90 cem 100 cento 100 duzentos 200 duzentas 200 trezentos 300 trezentas 300 quatrocentos 400 quatrocentas 400 quinhentos 500 quinhentas 500',
    ),
  },
  hundreds: [],
  articles: ['um', 'uma'],
  numberJoiners: ['e'],
  clauseBreaks: ['e', 'mas', 'tambem', 'depois'],
  negations: ['nao', 'sem', 'nenhum\\p{L}*', 'nada', 'nem', 'nunca'],
  intentions: ['vou', 'preciso', 'amanha', 'proxima', 'devo'],
  queen: 'rainha',
  seeing: ['vi', 'vista', 'visto', 'encontrei', 'encontrada', 'tem', 'ha', 'marcada', 'presente', 'vejo'],
  queenNotSeen: ['orfa', 'orfao'],
  queenCells: 'realeiras?|celulas? reais|celulas? de rainha',
  eggs: 'ovos?',
  openBrood: 'cria (?:aberta|nova|jovem|desoperculada)|larvas?',
  cappedBrood: 'cria (?:operculada|fechada)',
  allStages: 'cria em todas as fases',
  openAndCapped: 'cria aberta e (?:operculada|fechada)',
  temperament: [
    ['(?:bem|muito) (?:mansas?|calmas?|tranquilas?)', 5],
    ['mansas?|calmas?|tranquilas?|doceis', 5],
    ['nervosas?|agitadas?', 2],
    ['agressivas?|bravas?|defensivas?', 1],
  ],
  foodStores: [
    ['sem reservas|sem mel|famintas?', 1],
    ['pouca reserva|poucas reservas|leve', 2],
    ['boas reservas', 4],
    ['muita reserva|muitas reservas|muito mel|pesada', 5],
  ],
  population: [
    ['muito forte', 5],
    ['forte', 4],
    ['muito fraca', 1],
    ['fraca', 2],
  ],
  broodPattern: [
    ['cria compacta', 5],
    ['cria (?:falhada|salteada|irregular)', 2],
  ],
  beetles: 'besouros?|aethina',
  beetleQuantities: [
    ['alguns poucos|um', 2],
    ['alguns|varios', 3],
    ['muitos', 4],
  ],
  varroaMethods: [
    { method: 'alcohol_wash', named: 'lavagem (?:com|em|de) alcool|teste do alcool', brief: 'lavagem|alcool' },
    { method: 'sugar_roll', named: 'teste do acucar|acucar de confeiteiro|acucar em po|rolagem', brief: 'acucar' },
    {
      method: 'sticky_board',
      named: 'bandeja (?:adesiva|pegajosa|de diagnostico)|placa adesiva|papel adesivo',
      brief: 'bandeja|queda',
    },
  ],
  mites: 'acaros?|varroas?',
  bees: 'abelhas',
  days: 'dias?|noites?',
  frames: 'quadros?(?: (?:de|com) (?:cria|abelhas|mel|reservas|polen))?',
  diseases: [
    ['cria podre americana|loque americana', 'American foulbrood'],
    ['cria podre europeia|loque europeia', 'European foulbrood'],
    ['cria giz|cria calcificada|ascosferiose', 'Chalkbrood'],
    ['cria ensacada', 'Sacbrood'],
    ['nosema\\p{L}*|diarreia', 'Nosema'],
    ['asas deformadas', 'Deformed wing virus'],
    ['traca da cera|tracas?', 'Wax moth'],
  ],
  treatments: [
    ['acido oxalico|oxalico', 'Oxalic acid'],
    ['acido formico|formico', 'Formic acid'],
    ['apivar|amitraz', 'Apivar (amitraz)'],
    ['apiguard', 'Apiguard (thymol)'],
    ['api ?life ?var', 'Apilife Var (thymol)'],
    ['xarope|agua com acucar|calda', 'Sugar syrup'],
    ['fondant|candi|pasta de acucar', 'Fondant'],
    ['substituto de polen|torta proteica', 'Pollen patty'],
  ],
};
