import { ApiariesScreen } from '@/features/apiaries/components/apiaries-screen';

/** `/apiaries`: the beekeeper's apiary locations. */
export function ApiariesRoute() {
  return <ApiariesScreen />;
}
