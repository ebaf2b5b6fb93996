import { CreateApiaryDialog } from '@/features/apiaries/components/create-apiary-dialog';
import type { RenderFirstApiaryDialog } from '@/features/hives/components/add-hive-button';

/**
 * Add Hive for a beekeeper with no apiary yet: the apiaries feature's create dialog comes first, and the hive
 * flow goes on once it has made the apiary. Composed here because features don't import each other.
 */
export const renderFirstApiaryDialog: RenderFirstApiaryDialog = (dialog) => <CreateApiaryDialog {...dialog} />;
