import type { ReactNode } from 'react';
import type { Apiary } from '@shared/schemas/apiary';
import { useApiaries } from '@/api/get-apiaries';
import { QueryContent } from '@/components/query-content';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n/catalog';
import { hivesMessages } from '../messages';

/** A hive lives in an apiary: the hive forms wait for the beekeeper's apiaries, and offer a retry if they fail. */
export function WithApiaries({ children }: { children: (apiaries: Apiary[]) => ReactNode }) {
  const t = useMessages(hivesMessages);
  const apiaries = useApiaries();
  return (
    <QueryContent
      query={apiaries}
      loading={<Spinner label={t('form.apiariesLoading')} className="py-6" />}
      what={t('form.apiariesWhat')}
    >
      {children}
    </QueryContent>
  );
}
