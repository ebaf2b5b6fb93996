import type { CurrentUser } from '@shared/schemas/user';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { uploadFile, type UploadOptions } from '@/lib/upload-file';
import { useUserAnswerMutation } from './use-user-answer-mutation';

/** `PUT /api/profile-picture`: names the caller's own `profile-picture` upload by its key; answers the user. */
export const updateProfilePicture = (key: string) =>
  api.put<CurrentUser>(apiPath(routes.updateProfilePicture), { profileImageURL: key });

interface PictureUpload {
  file: File;
  onProgress: UploadOptions['onProgress'];
}

/** Sends the file straight to the bucket, then makes it the profile picture; the header's avatar follows. */
export function useUploadProfilePicture() {
  return useUserAnswerMutation(({ file, onProgress }: PictureUpload) =>
    uploadFile('profile-picture', file, { onProgress }).then(updateProfilePicture),
  );
}
