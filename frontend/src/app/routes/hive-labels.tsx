import { useParams } from 'react-router-dom';
import { LabelOpener } from '@/features/hive-labels/components/label-opener';
import { LabelSheetScreen } from '@/features/hive-labels/components/label-sheet-screen';
import { ScannerScreen } from '@/features/hive-labels/components/scanner-screen';
import { useDocumentTitle } from '../page-title';

/** `/hives/labels`: the label sheet. */
export function HiveLabelsRoute() {
  useDocumentTitle('hiveLabels');
  return <LabelSheetScreen />;
}

/** `/scan`: the label scanner. */
export function ScanRoute() {
  useDocumentTitle('scan');
  return <ScannerScreen />;
}

/** `/l/:code`: a label's QR, opened by a phone's camera app (signed out, after signing in). */
export function LabelRoute() {
  useDocumentTitle('scan');
  const { code = '' } = useParams();
  return <LabelOpener key={code} typed={code} />;
}
