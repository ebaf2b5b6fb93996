/**
 * What the admins hear of new feedback: a `new_feedback` notification for each admin of the pool's `admins` group,
 * so it shows in the header's bell. A beekeeper's feedback is told at once, naming them (their account's rate limit
 * bounds it); visitors' feedback is told by the announceVisitorFeedback job, counted, naming no one, so anonymous
 * posts can't flood the bell, spend Cognito's quota or leave a visitor's address in a notice no deletion finds.
 * No e-mail: the bell and the Feedback Management list are where admins follow feedback up.
 */
import { FEEDBACK_CATEGORY_LABELS, type Feedback } from '../../../shared/schemas/feedback';
import { adminDirectory, type AdminDirectory } from '../admins/admin-directory';
import { announceVisitorFeedback, type AdminNotice } from '../data/admin-notices';
import { notifyAdmins } from './notify-admins';

type BeekeepersFeedback = Pick<Feedback, 'category' | 'subject' | 'userEmail'> & { userId: string };

export function feedbackNotice({ category, subject, userEmail, userId }: BeekeepersFeedback): AdminNotice {
  return {
    type: 'new_feedback',
    title: 'New feedback',
    message: `${FEEDBACK_CATEGORY_LABELS[category]}: "${subject}" from ${userEmail ?? 'a beekeeper'}.`,
    code: 'feedback',
    params: { category, subject, ...(userEmail ? { email: userEmail } : {}) },
    aboutUserId: userId,
  };
}

export function visitorFeedbackNotice(count: number): AdminNotice {
  return {
    type: 'new_feedback',
    title: 'New feedback from visitors',
    message:
      count === 1
        ? 'A visitor sent feedback. Read it in Feedback Management.'
        : `Visitors sent ${String(count)} pieces of feedback. Read them in Feedback Management.`,
    code: 'visitorFeedback',
    params: { count },
  };
}

/** Gives every admin a `new_feedback` notification of a beekeeper's feedback; answers how many admins it reached. */
export async function notifyAdminsOfFeedback(
  feedback: BeekeepersFeedback,
  userPoolId: string,
  directory: AdminDirectory = adminDirectory(),
): Promise<number> {
  return notifyAdmins(feedbackNotice(feedback), userPoolId, directory);
}

/** Tells every admin, in one notice, of the visitors' feedback since the last time; answers how much it told. */
export async function notifyAdminsOfVisitorFeedback(
  userPoolId: string,
  directory: AdminDirectory = adminDirectory(),
): Promise<number> {
  return announceVisitorFeedback(
    async () => (await directory.listAdmins(userPoolId)).map((admin) => admin.userId),
    visitorFeedbackNotice,
  );
}
