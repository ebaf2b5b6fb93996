import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { useMessages } from '@/lib/i18n/catalog';
import { hivesMessages } from '../messages';

/**
 * The hives screen's heading, the same for every beekeeper. The app's frame shows it (without the action) while the
 * signed-in user is still loading (router.tsx), from the app's first script, so the screen's largest text paints
 * with the frame.
 */
export function HivesHeading({ action }: { action?: ReactNode }) {
  const t = useMessages(hivesMessages);
  return <PageHeader title={t('heading.title')} description={t('heading.description')} action={action} />;
}
