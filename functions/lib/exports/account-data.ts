/**
 * What an export holds: the beekeeper's profile (no secrets, no payment provider's ids), their preferences and every
 * record they keep, photos listed by key with a link. The JSON export is this object as it is; the ZIP's CSVs are
 * made from it (`reports.ts`).
 */
import type { Apiary } from '../../../shared/schemas/apiary';
import type { Feedback } from '../../../shared/schemas/feedback';
import type { FinancialRecord } from '../../../shared/schemas/finance';
import type { Hive } from '../../../shared/schemas/hive';
import type { Inspection } from '../../../shared/schemas/inspection';
import type { ProductionRecord } from '../../../shared/schemas/production';
import type { Task } from '../../../shared/schemas/task';
import type { Treatment } from '../../../shared/schemas/treatment';
import type { UserPreferences } from '../../../shared/schemas/user';
import type { SubscriptionPlan, SubscriptionStatus } from '../../../shared/plans';

/** A stored file of the beekeeper's, with a link that works while the export is kept. */
export interface ExportedFile {
  key: string;
  url: string;
}

export interface ExportedPhoto extends ExportedFile {
  inspectionId: string;
  inspectionDate: string;
  hiveId: string;
  hiveName: string;
}

export interface ExportedProfile {
  id: string;
  email: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  bio: string | null;
  profilePicture: ExportedFile | null;
  createdAt: string;
  subscriptionPlan: SubscriptionPlan;
  subscriptionStatus: SubscriptionStatus;
}

export interface AccountData {
  exportedAt: string;
  profile: ExportedProfile;
  preferences: UserPreferences;
  apiaries: Apiary[];
  hives: Hive[];
  inspections: Inspection[];
  treatments: Treatment[];
  tasks: Task[];
  production: ProductionRecord[];
  finances: FinancialRecord[];
  feedback: Feedback[];
  photos: ExportedPhoto[];
}
