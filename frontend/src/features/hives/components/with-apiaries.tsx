import type { ReactNode } from 'react';
import type { Apiary } from '@shared/schemas/apiary';
import { useApiaries } from '@/api/get-apiaries';
import { QueryContent } from '@/components/query-content';
import { Spinner } from '@/components/ui/spinner';

/** A hive lives in an apiary: the hive forms wait for the beekeeper's apiaries, and offer a retry if they fail. */
export function WithApiaries({ children }: { children: (apiaries: Apiary[]) => ReactNode }) {
  const apiaries = useApiaries();
  return (
    <QueryContent
      query={apiaries}
      loading={<Spinner label="Loading apiaries..." className="py-6" />}
      what="your apiaries"
    >
      {children}
    </QueryContent>
  );
}
