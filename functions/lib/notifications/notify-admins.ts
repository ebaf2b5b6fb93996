/** Tells every admin of the pool's `admins` group one notice, in their bell; answers how many admins it reached. */
import { adminDirectory, type AdminDirectory } from '../admins/admin-directory';
import { createAdminNotifications, type AdminNotice } from '../data/admin-notices';

export async function notifyAdmins(
  notice: AdminNotice,
  userPoolId: string,
  directory: AdminDirectory = adminDirectory(),
): Promise<number> {
  const admins = await directory.listAdmins(userPoolId);
  return createAdminNotifications(
    admins.map((admin) => admin.userId),
    notice,
  );
}
