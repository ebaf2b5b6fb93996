/**
 * What the admins hear of new feedback: a `new_feedback` notification for each admin of the pool's `admins` group,
 * so it shows in the header's bell. No e-mail: feedback can come from any visitor, several an hour, and the bell
 * and the Feedback Management list are where admins follow it up.
 */
import { FEEDBACK_CATEGORY_LABELS, type Feedback } from '../../../shared/schemas/feedback';
import { adminDirectory, type AdminDirectory } from '../admins/admin-directory';
import { createAdminNotifications, type AdminNotice } from '../data/admin-notices';

export function feedbackNotice({
  category,
  subject,
  userEmail,
  userId,
}: Pick<Feedback, 'category' | 'subject' | 'userEmail' | 'userId'>): AdminNotice {
  return {
    type: 'new_feedback',
    title: 'New feedback',
    message: `${FEEDBACK_CATEGORY_LABELS[category]}: "${subject}" from ${userEmail ?? 'an anonymous visitor'}.`,
    ...(userId ? { aboutUserId: userId } : {}),
  };
}

/** Gives every admin a `new_feedback` notification; answers how many admins it reached. */
export async function notifyAdminsOfFeedback(
  feedback: Pick<Feedback, 'category' | 'subject' | 'userEmail' | 'userId'>,
  userPoolId: string,
  directory: AdminDirectory = adminDirectory(),
): Promise<number> {
  const admins = await directory.listAdmins(userPoolId);
  return createAdminNotifications(
    admins.map((admin) => admin.userId),
    feedbackNotice(feedback),
  );
}
