import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * A hive's name inside a sentence, linking to the hive's page: underlined, so it reads as a link without colour. The
 * beekeeper's name for the hive, never translated.
 */
export function HiveLink({ hiveId, hiveName }: { hiveId: string; hiveName: string }) {
  return (
    <Link
      to={paths.app.hive.getHref(hiveId)}
      translate="no"
      className="rounded-sm font-medium text-honey-800 underline underline-offset-2 hover:text-honey-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-honey-700"
    >
      {hiveName}
    </Link>
  );
}
