import { ImageUp } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { PROFILE_MESSAGES, TOASTS } from '@shared/messages';
import { IMAGE_CONTENT_TYPES, PROFILE_PICTURE_MAX_BYTES, type ImageContentType } from '@shared/schemas/upload';
import type { CurrentUser } from '@shared/schemas/user';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/catalog';
import { toast } from '@/lib/toast';
import { useUploadProfilePicture } from '../api/update-profile-picture';
import { profileMessages } from '../messages';

const MAX_MEGABYTES = PROFILE_PICTURE_MAX_BYTES / 1_048_576;

/** Why a picked file can't be a profile picture, before anything is sent (spec section 9: 5 MB, four types). */
function refusal(file: File): 'picture.wrongType' | 'picture.tooLarge' | undefined {
  if (!IMAGE_CONTENT_TYPES.includes(file.type as ImageContentType)) return 'picture.wrongType';
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return 'picture.tooLarge';
  return undefined;
}

/** The picture the header shows: one image, uploaded with a progress bar, then named with `PUT /api/profile-picture`. */
export function ProfilePictureSection({ user }: { user: CurrentUser }) {
  const t = useMessages(profileMessages);
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const upload = useUploadProfilePicture();

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = refusal(file);
    if (refused) {
      toast({
        title: TOASTS.uploadFailedTitle,
        description: t(refused, { megabytes: MAX_MEGABYTES }),
        variant: 'destructive',
      });
      return;
    }
    setProgress(0);
    try {
      await upload.mutateAsync({ file, onProgress: setProgress });
      toast({
        title: PROFILE_MESSAGES.pictureUpdatedTitle,
        description: PROFILE_MESSAGES.pictureUpdated,
        variant: 'success',
      });
    } catch (error) {
      pictureFailureToast(error);
    } finally {
      setProgress(undefined);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-4">
      {user.profileImageUrl ? (
        <img src={user.profileImageUrl} alt={t('picture.alt')} className="size-20 rounded-full object-cover" />
      ) : (
        <span className="grid size-20 place-items-center rounded-full bg-honey-200 text-stone-700">
          <ImageUp aria-hidden="true" className="size-8" />
          <span className="sr-only">{t('picture.none')}</span>
        </span>
      )}
      <div className="flex min-w-0 flex-col gap-2">
        <input
          ref={input}
          type="file"
          accept={IMAGE_CONTENT_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-label={t('picture.file')}
          onChange={(event) => void pick(event)}
        />
        <Button
          type="button"
          variant="outline"
          disabled={progress !== undefined}
          onClick={() => input.current?.click()}
        >
          {user.profileImageUrl ? t('picture.change') : t('picture.upload')}
        </Button>
        <p className="text-xs text-stone-600">{t('picture.hint', { megabytes: MAX_MEGABYTES })}</p>
        {progress !== undefined && (
          <progress
            aria-label={t('picture.uploading')}
            value={Math.round(progress * 100)}
            max={100}
            className="h-2 w-48 accent-honey-600"
          />
        )}
      </div>
    </div>
  );
}

/** Spec section 8: the bucket's refusal is 'Upload Failed'; the server's is its message or the picture's failure. */
function pictureFailureToast(error: unknown) {
  if (isApiError(error, 401)) return;
  if (isApiError(error)) {
    toast({
      title: TOASTS.errorTitle,
      description: error.serverMessage ?? PROFILE_MESSAGES.pictureUpdateFailed,
      variant: 'destructive',
    });
    return;
  }
  toast({ title: TOASTS.uploadFailedTitle, description: TOASTS.uploadFailed, variant: 'destructive' });
}
