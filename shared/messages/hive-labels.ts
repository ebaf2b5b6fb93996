/** QR hive labels: their codes, the label sheets and the scanner. */
import { LABELS_PER_REQUEST, LABEL_CODE } from '../domain/label-codes';
import { DELETE_GOES_ON } from './common';
import { messageTable } from '../i18n/message-table';

export const HIVE_LABEL_VALIDATION = messageTable({
  labelCodeInvalid: `A label code is ${LABEL_CODE.length} letters and digits, like K7Q-4MX`,
  labelHivesOrBlank: 'Choose hives or a number of blank labels',
  labelCountRange: `Make from 1 to ${LABELS_PER_REQUEST} labels at a time`,
  labelHivesRepeated: 'Choose each hive once',
} as const);

export const HIVE_LABEL_API_ERRORS = messageTable({
  hiveLabelNotFound: 'Label not found',
  hiveLabelsStillUnassigning: `Freeing this hive's labels: more are still to go. Delete the hive ${DELETE_GOES_ON}`,
} as const);

export const HIVE_LABEL_TOASTS = messageTable({
  hiveLabelAssigned: 'Label assigned',
  hiveLabelAssignFailed: 'Failed to assign the label',
  hiveLabelsMakeFailed: 'Failed to make the labels',
} as const);

/** The label sheet's and the scanner's words. */
export const HIVE_LABEL_MESSAGES = {
  sheetTitle: 'Hive labels',
  sheetIntro: 'Print QR labels for your hives, or blank ones to assign later. Each code opens its hive.',
  stock: 'Label stock',
  whichHives: 'Hives',
  allHives: 'All hives',
  chosenHives: 'Chosen hives',
  noHives: 'No hives',
  blankCount: 'Blank labels',
  makeLabels: 'Make labels',
  print: 'Print',
  printHint: 'Print at 100% (actual size), no scaling, on the chosen stock.',
  sheetOf: (sheet: number, sheets: number) => `Sheet ${sheet} of ${sheets}`,
  blankLabel: 'Unassigned',
  scanTitle: 'Scan a hive label',
  scanIntro: "Point your camera at a hive's QR label.",
  startingCamera: 'Starting the camera…',
  scanning: 'Looking for a QR code…',
  noCamera: 'No camera was found on this device. Type the code from the label instead.',
  cameraRefused: 'Camera access was refused. Allow it in your browser settings, or type the code from the label.',
  cameraFailed: "The camera couldn't start. Type the code from the label instead.",
  notALabel: "That QR code isn't a HiveKeeper label.",
  typedCode: 'Label code',
  openCode: 'Open',
  resolving: 'Finding the hive…',
  unknownCode: 'No label of yours has this code.',
  unassigned: (code: string) => `Label ${code} isn't assigned to a hive yet.`,
  assignTo: 'Assign it to',
  assign: 'Assign',
  scanAgain: 'Scan another',
  hiveLabelsOf: (codes: string) => `Labels: ${codes}`,
} as const;
