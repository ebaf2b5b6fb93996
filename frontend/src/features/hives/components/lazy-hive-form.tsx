import { lazyRecordForm } from '@/components/lazy-record-form';
import { useMessages } from '@/lib/i18n/catalog';
import { hivesMessages } from '../messages';

function useLoadingWords(): string {
  return useMessages(hivesMessages)('form.loading');
}

/**
 * The hive form, for the Add Hive and Edit dialogs: every hive card has an Edit button, so the form and its library
 * load when a dialog opens, not with `/hives` or the dashboard.
 */
export const LazyHiveForm = lazyRecordForm(
  () => import('./hive-form').then((module) => module.HiveForm),
  useLoadingWords,
);
