import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';

/**
 * The hives screen's heading, the same for every beekeeper. The app's frame shows it (without the action) while the
 * signed-in user is still loading (router.tsx), from the app's first script, so the screen's largest text paints
 * with the frame: in English, the catalogue's source words (`FRAME_WORDS`, kept equal to it by a test) for a page
 * that starts in English, since no catalogue is loaded yet; the screen itself passes its words in the beekeeper's
 * language.
 */
export const FRAME_WORDS = {
  title: 'Hives',
  description: 'Manage your colonies, their queens and their health.',
} as const;

export function HivesHeading({
  title = FRAME_WORDS.title,
  description = FRAME_WORDS.description,
  action,
}: {
  title?: string;
  description?: string;
  action?: ReactNode;
}) {
  return <PageHeader title={title} description={description} action={action} />;
}
