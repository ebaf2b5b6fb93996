import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, TOASTS } from '@shared/messages';
import { PROFILE_PICTURE_MAX_BYTES } from '@shared/schemas/upload';
import { useUser } from '@/api/get-user';
import { routes } from '@/lib/api-routes';
import { serveUploads } from '@/testing/inspections';
import { renderWithApp } from '@/testing/render';
import { apiUrl, buildUser, recordBodies, server, signInAs } from '@/testing/server';
import { ProfilePictureSection } from './profile-picture-section';

function Picture() {
  const user = useUser().data;
  return user ? <ProfilePictureSection user={user} /> : null;
}

async function renderPicture() {
  signInAs(buildUser());
  const app = renderWithApp(<Picture />);
  await screen.findByRole('button', { name: 'Upload Picture' });
  return app;
}

const photo = (type = 'image/png', size = 2048) => new File([new Uint8Array(size)], 'me.png', { type });

describe('the profile picture', () => {
  it('uploads with a progress bar, names the upload by its key and shows the new picture', async () => {
    const uploads = serveUploads({ hold: true });
    const bodies = recordBodies(routes.updateProfilePicture, () =>
      HttpResponse.json(buildUser({ profileImageUrl: 'http://hivekeeper.test/signed/me.png' })),
    );
    const app = await renderPicture();

    await app.user.upload(screen.getByLabelText('Profile picture file'), photo());
    expect(await screen.findByRole('progressbar', { name: 'Uploading profile picture' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Picture' })).toBeDisabled();
    uploads.release();

    expect(await screen.findByText(PROFILE_MESSAGES.pictureUpdatedTitle)).toBeInTheDocument();
    expect(uploads.requested).toEqual([{ purpose: 'profile-picture', contentType: 'image/png', size: 2048 }]);
    expect(bodies).toEqual([{ profileImageURL: 'users/user-1/profile-picture/photo-1' }]);
    expect(screen.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute(
      'src',
      'http://hivekeeper.test/signed/me.png',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("says 'Upload Failed' when the bucket refuses the file", async () => {
    serveUploads({ putStatus: 403 });
    const bodies = recordBodies(routes.updateProfilePicture, () => HttpResponse.json(buildUser()));
    const app = await renderPicture();
    await app.user.upload(screen.getByLabelText('Profile picture file'), photo());
    expect(await screen.findByText(TOASTS.uploadFailedTitle)).toBeInTheDocument();
    expect(screen.getByText(TOASTS.uploadFailed)).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("shows the server's message, or 'Failed to update profile picture', when the picture is refused", async () => {
    serveUploads();
    server.use(
      http.put(apiUrl(routes.updateProfilePicture), () =>
        HttpResponse.json({ message: 'Validation failed' }, { status: 400 }),
      ),
    );
    const app = await renderPicture();
    await app.user.upload(screen.getByLabelText('Profile picture file'), photo());
    expect(await screen.findByText('Validation failed')).toBeInTheDocument();

    server.use(http.put(apiUrl(routes.updateProfilePicture), () => new HttpResponse(null, { status: 500 })));
    await app.user.upload(screen.getByLabelText('Profile picture file'), photo());
    expect(await screen.findByText(PROFILE_MESSAGES.pictureUpdateFailed)).toBeInTheDocument();
  });

  it('refuses a file over 5 MB or of another type before sending anything', async () => {
    const uploads = serveUploads();
    const app = await renderPicture();
    const input = screen.getByLabelText('Profile picture file');
    await app.user.upload(input, photo('image/png', PROFILE_PICTURE_MAX_BYTES + 1));
    expect(await screen.findByText('Choose an image of 5 MB or less.')).toBeInTheDocument();
    // The picker offers only the four types; a file dropped past it is still refused.
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif,image/webp');
    fireEvent.change(input, { target: { files: [photo('image/svg+xml')] } });
    expect(await screen.findByText('Choose a JPEG, PNG, GIF or WebP image.')).toBeInTheDocument();
    expect(uploads.requested).toEqual([]);
  });
});
