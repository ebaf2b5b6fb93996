import 'fake-indexeddb/auto';
import { File as ClonableFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OUTBOX_MESSAGES, OUTBOX_STATUS, TOASTS, VALIDATION } from '@shared/messages';
import type { InspectionAnswer } from '@shared/schemas/inspection';
import { paths } from '@/config/paths';
import { routes } from '@/lib/api-routes';
import { outboxEntries } from '@/lib/offline/outbox';
import { serveUploads } from '@/testing/inspections';
import { CLIENT_MADE_ID, emptyOutbox } from '@/testing/outbox';
import { buildInspection } from '@/testing/records';
import { serveInspections } from '@/testing/server';
import { renderWithApp } from '@/testing/render';
import { buildApiary, buildHive } from '@/testing/records';
import { buildUser, recordBodies, serveBeekeeper } from '@/testing/server';
import { resizePhoto } from '../utils/resize-photo';
import { InspectionsScreen } from './inspections-screen';
import { RecordInspectionButton } from './record-inspection-button';

/** The browser's resize (canvas) isn't in jsdom: a photo "resizes" to a 1,000-byte file of its type and name. */
vi.mock(import('../utils/resize-photo'), async (original) => ({
  ...(await original()),
  resizePhoto: vi.fn(async (photo: File) => new File([new Uint8Array(1_000)], photo.name, { type: photo.type })),
}));

const buttercup = buildHive({ id: '01HV000000000000000000H1V1', name: 'Buttercup' });
const clover = buildHive({ id: '01HV000000000000000000H1V2', name: 'Clover' });
const pro = buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'active' });

const photo = (name: string, type = 'image/jpeg') => new File([new Uint8Array(5_000_000)], name, { type });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 5, 20, 12));
  Object.assign(URL, { createObjectURL: vi.fn((file: File) => `blob:${file.name}`), revokeObjectURL: vi.fn() });
});

afterEach(() => {
  vi.useRealTimers();
});

/** Opens the record dialog from the screen and waits for its form. */
async function openRecordDialog({ user = buildUser(), path = paths.app.inspections.getHref() } = {}) {
  serveBeekeeper({ user, apiaries: [buildApiary()], hives: [buttercup, clover] });
  serveInspections([]);
  const rendered = renderWithApp(<InspectionsScreen />, { path });
  await rendered.user.click(await screen.findByRole('button', { name: 'Record Inspection' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Record Inspection' }));
  await dialog.findByLabelText('Hive');
  return { ...rendered, dialog };
}

const rating = (dialog: ReturnType<typeof within>, name: string) => dialog.getByRole('group', { name });

function answerCreate(status = 201) {
  return recordBodies(routes.createInspection, (body) =>
    status === 201
      ? HttpResponse.json(buildInspection({ ...(body as Partial<InspectionAnswer>), photoUrls: [] }), { status })
      : HttpResponse.json({ message: 'down' }, { status }),
  );
}

describe('the record inspection dialog', () => {
  it("starts from today, the filtered hive and the spec's scores: 3, and 1 for small hive beetle", async () => {
    const { dialog } = await openRecordDialog({ path: paths.app.inspections.getHref({ hiveId: clover.id }) });

    expect(dialog.getByLabelText('Hive')).toHaveValue(clover.id);
    expect(dialog.getByLabelText('Date')).toHaveValue('2026-06-20');
    for (const score of ['Brood pattern', 'Temperament', 'Population', 'Food stores']) {
      expect(within(rating(dialog, score)).getByRole('radio', { name: '3' })).toBeChecked();
    }
    expect(within(rating(dialog, 'Small hive beetle')).getByRole('radio', { name: '1' })).toBeChecked();
    for (const finding of ['Queen seen', 'Queen cells', 'Eggs', 'Open brood', 'Capped brood']) {
      expect(dialog.getByRole('checkbox', { name: finding })).not.toBeChecked();
    }
    expect(dialog.getByLabelText('Method')).toHaveDisplayValue('No varroa check');
  });

  it('records what was found: segmented ratings, findings, tags from suggestions and typed, notes', async () => {
    const bodies = answerCreate();
    const { user, dialog } = await openRecordDialog({ user: pro });

    await user.selectOptions(dialog.getByLabelText('Hive'), 'Buttercup');
    // Each rating is a radio group of five: a tap (or the keyboard) picks one.
    const brood = within(rating(dialog, 'Brood pattern'));
    expect(brood.getAllByRole('radio')).toHaveLength(5);
    await user.click(brood.getByText('5'));
    expect(brood.getByRole('radio', { name: '5' })).toBeChecked();
    expect(brood.getByRole('radio', { name: '3' })).not.toBeChecked();
    await user.click(within(rating(dialog, 'Food stores')).getByText('2'));
    await user.click(within(rating(dialog, 'Small hive beetle')).getByText('4'));
    await user.click(dialog.getByRole('checkbox', { name: 'Queen seen' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Eggs' }));
    await user.click(
      within(dialog.getByRole('group', { name: 'Common diseases seen' })).getByRole('button', { name: 'Chalkbrood' }),
    );
    await user.type(dialog.getByLabelText('Diseases seen'), 'Stonebrood{Enter}');
    // A suggestion already chosen is no longer offered.
    expect(
      within(dialog.getByRole('group', { name: 'Common diseases seen' })).queryByRole('button', { name: 'Chalkbrood' }),
    ).not.toBeInTheDocument();
    await user.type(dialog.getByLabelText('Treatments given'), 'Oxalic dribble');
    await user.click(dialog.getByRole('button', { name: 'Add to Treatments given' }));
    await user.click(dialog.getByRole('button', { name: 'Remove Stonebrood' }));
    await user.type(dialog.getByLabelText('Notes'), 'Supers on');
    await user.click(dialog.getByRole('button', { name: 'Create Inspection' }));

    expect(await screen.findByText(TOASTS.inspectionCreated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([
      expect.objectContaining({
        hiveId: buttercup.id,
        inspectionDate: '2026-06-20',
        queenSeen: true,
        eggsPresent: true,
        queenCells: false,
        broodPattern: 5,
        temperament: 3,
        population: 3,
        foodStores: 2,
        smallHiveBeetle: 4,
        diseases: ['Chalkbrood'],
        treatments: ['Oxalic dribble'],
        notes: 'Supers on',
        photos: [],
        varroaMethod: 'none',
      }),
    ]);
  });

  it("says the shared schema's messages and sends nothing", async () => {
    const bodies = answerCreate();
    const { user, dialog } = await openRecordDialog();

    await user.clear(dialog.getByLabelText('Date'));
    await user.click(dialog.getByRole('button', { name: 'Create Inspection' }));
    expect(await dialog.findByText(VALIDATION.hiveRequired)).toBeInTheDocument();
    expect(dialog.getByText(VALIDATION.dateRequired)).toBeInTheDocument();
    expect(dialog.getByLabelText('Hive')).toHaveAttribute('aria-invalid', 'true');

    // The varroa check must fit its method: a sticky board's count needs its days.
    await user.selectOptions(dialog.getByLabelText('Hive'), 'Buttercup');
    await user.type(dialog.getByLabelText('Date'), '2026-06-19');
    await user.selectOptions(dialog.getByLabelText('Method'), 'Sticky board');
    await user.type(dialog.getByLabelText('Mites counted'), '12');
    await user.click(dialog.getByRole('button', { name: 'Create Inspection' }));
    expect(await dialog.findByText(VALIDATION.varroaBoardDaysRequired)).toBeInTheDocument();
    expect(dialog.queryByText(VALIDATION.hiveRequired)).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("says the failure with the spec's toast when the inspection is not recorded", async () => {
    answerCreate(500);
    const { user, dialog } = await openRecordDialog();

    await user.selectOptions(dialog.getByLabelText('Hive'), 'Buttercup');
    await user.click(dialog.getByRole('button', { name: 'Create Inspection' }));
    expect(await screen.findByText(TOASTS.inspectionCreateFailed)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Record Inspection' })).toBeInTheDocument();
  });

  it('shows the varroa figure and its level for the season as the counts are typed', async () => {
    const bodies = answerCreate();
    const { user, dialog } = await openRecordDialog();
    const result = () => dialog.getByRole('status', { name: 'Varroa result' });

    await user.selectOptions(dialog.getByLabelText('Hive'), 'Buttercup');
    await user.selectOptions(dialog.getByLabelText('Method'), 'Alcohol wash');
    expect(result()).toHaveTextContent('Enter the mites counted to see the figure.');
    // 9 mites in the default 300 bees: 3 per 100, over June's threshold of 2.
    await user.type(dialog.getByLabelText('Mites counted'), '9');
    expect(result()).toHaveTextContent('3.0 mites/100 bees');
    expect(within(result()).getByText('Treat')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Bees in the sample'), '600');
    expect(result()).toHaveTextContent('1.5 mites/100 bees');
    expect(within(result()).getByText('Watch')).toBeInTheDocument();

    // A sticky board counts per day, and estimates the colony's mites (x30 in June).
    await user.selectOptions(dialog.getByLabelText('Method'), 'Sticky board');
    expect(dialog.queryByLabelText('Bees in the sample')).not.toBeInTheDocument();
    await user.type(dialog.getByLabelText('Days on the board'), '3');
    expect(result()).toHaveTextContent('3.0 mites/day');
    expect(result()).toHaveTextContent('About 90 mites in the colony at this time of year');
    expect(within(result()).getByText('Below threshold')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Create Inspection' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ varroaMethod: 'sticky_board', varroaMites: 9, varroaBoardDays: 3 });
    expect(bodies[0]).not.toHaveProperty('varroaSampleBees');
  });

  it('resizes and uploads photos with a progress bar each, lets one be removed, and saves the rest', async () => {
    const uploads = serveUploads({ hold: true });
    const bodies = answerCreate();
    const { user, dialog } = await openRecordDialog({ user: pro });

    await user.selectOptions(dialog.getByLabelText('Hive'), 'Buttercup');
    await user.upload(dialog.getByLabelText('Photo files'), [photo('brood.jpg'), photo('cells.png', 'image/png')]);

    const bars = await dialog.findAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual(['Uploading photo 1', 'Uploading photo 2']);
    expect(bars[0]).toHaveAttribute('aria-valuenow', '0');
    // The API signs each upload for the resized file's type and size.
    await waitFor(() => expect(uploads.requested).toHaveLength(2));
    expect(uploads.requested).toEqual([
      { purpose: 'inspection-photo', contentType: 'image/jpeg', size: 1_000 },
      { purpose: 'inspection-photo', contentType: 'image/png', size: 1_000 },
    ]);

    uploads.release();
    expect(await screen.findByText(TOASTS.photosUploaded(2))).toBeInTheDocument();
    expect(dialog.queryAllByRole('progressbar')).toEqual([]);
    expect(dialog.getAllByText('Uploaded')).toHaveLength(2);
    // Each file went to its signed URL with the type it was signed for.
    expect(uploads.stored.map(({ key, contentType }) => [key, contentType])).toEqual([
      ['users/user-1/inspection-photo/photo-1', 'image/jpeg'],
      ['users/user-1/inspection-photo/photo-2', 'image/png'],
    ]);

    await user.click(dialog.getByRole('button', { name: 'Remove photo 1: brood.jpg' }));
    expect(dialog.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(['Photo 1: cells.png']);
    await user.click(dialog.getByRole('button', { name: 'Create Inspection' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.photos).toEqual(['users/user-1/inspection-photo/photo-2']);
  });

  it('without signal keeps the photo on this device and the inspection in the outbox, and says so', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // A browser's Blob survives IndexedDB's structured clone; jsdom's doesn't, Node's does.
    vi.mocked(resizePhoto).mockImplementationOnce(
      async (picked) =>
        new ClonableFile([new Uint8Array(1_000)], picked.name, { type: picked.type }) as unknown as File,
    );
    try {
      const bodies = answerCreate();
      const { user, dialog } = await openRecordDialog({ user: pro });
      await user.selectOptions(dialog.getByLabelText('Hive'), 'Buttercup');
      await user.upload(dialog.getByLabelText('Photo files'), photo('frame.jpg'));
      expect(await dialog.findByText(OUTBOX_MESSAGES.photoOnDevice)).toBeInTheDocument();
      await user.click(dialog.getByRole('button', { name: 'Create Inspection' }));

      expect(await screen.findByText(OUTBOX_STATUS.savedOnDevice)).toBeInTheDocument();
      expect(bodies).toEqual([]);
      const [kept] = await outboxEntries(pro.id);
      expect(kept).toMatchObject({
        recordType: 'inspection',
        hiveId: buttercup.id,
        body: { hiveId: buttercup.id, photos: [], id: CLIENT_MADE_ID },
        label: 'Inspection of Buttercup, Jun 20, 2026',
      });
      expect(kept?.photos.map((kept) => kept.blob.size)).toEqual([1_000]);
    } finally {
      offline.mockRestore();
      await emptyOutbox();
    }
  });

  it('waits for photos still uploading before saving the inspection', async () => {
    const uploads = serveUploads({ hold: true });
    const bodies = answerCreate();
    const { user, dialog } = await openRecordDialog({ user: pro });

    await user.selectOptions(dialog.getByLabelText('Hive'), 'Buttercup');
    await user.upload(dialog.getByLabelText('Photo files'), photo('frame.jpg'));
    await dialog.findByRole('progressbar');
    await user.click(dialog.getByRole('button', { name: 'Create Inspection' }));
    expect(await dialog.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(bodies).toEqual([]);

    uploads.release();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.photos).toEqual(['users/user-1/inspection-photo/photo-1']);
  });

  it("says 'Upload Failed' when a photo can't be uploaded, and saves without it", async () => {
    serveUploads({ putStatus: 500 });
    const bodies = answerCreate();
    const { user, dialog } = await openRecordDialog({ user: pro });

    await user.selectOptions(dialog.getByLabelText('Hive'), 'Buttercup');
    await user.upload(dialog.getByLabelText('Photo files'), photo('frame.jpg'));
    expect(await screen.findByText(TOASTS.uploadFailedTitle)).toBeInTheDocument();
    expect(screen.getByText(TOASTS.uploadFailed)).toBeInTheDocument();
    expect(dialog.getByText('Upload failed: remove it and try again')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Create Inspection' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.photos).toEqual([]);
  });

  it('takes at most five photos', async () => {
    serveUploads();
    const { user, dialog } = await openRecordDialog({ user: pro });

    const six = ['1', '2', '3', '4', '5', '6'].map((n) => photo(`frame-${n}.jpg`));
    await user.upload(dialog.getByLabelText('Photo files'), six);
    expect(await dialog.findByText(VALIDATION.tooMany('photos', 5))).toBeInTheDocument();
    expect(
      within(dialog.getByRole('list', { name: 'Photos of this inspection' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    expect(await screen.findByText(TOASTS.photosUploaded(5))).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Add more photos' })).toBeDisabled();
  });

  it('shows a free beekeeper the Pro prompt instead of the photo picker', async () => {
    const { dialog } = await openRecordDialog({ user: buildUser() });

    expect(dialog.getByText('Inspection photos are a Pro feature')).toBeInTheDocument();
    // Upgrade opens the payment over the dialog where the app provides it (router.tsx), pricing anywhere else.
    expect(dialog.getByRole('button', { name: 'Upgrade to Pro' })).toBeEnabled();
    expect(dialog.queryByRole('button', { name: 'Add photos' })).not.toBeInTheDocument();
    expect(dialog.queryByLabelText('Photo files')).not.toBeInTheDocument();
  });

  it('edits an inspection prefilled as recorded, photos included', async () => {
    serveBeekeeper({ user: pro, apiaries: [buildApiary()], hives: [buttercup, clover] });
    const recorded = buildInspection({
      id: '01HV0000000000000000000IN5',
      hiveId: clover.id,
      hiveName: 'Clover',
      inspectionDate: '2026-06-02',
      queenCells: true,
      broodPattern: 4,
      smallHiveBeetle: 2,
      diseases: ['Nosema'],
      treatments: ['Fondant'],
      notes: 'Two supersedure cells',
      varroaMethod: 'sugar_roll',
      varroaMites: 4,
      varroaSampleBees: 300,
      photos: ['users/user-1/inspection-photo/old'],
      photoUrls: ['https://bucket.test/old?signed'],
    });
    serveInspections([recorded]);
    const bodies = recordBodies(routes.updateInspection, { id: recorded.id }, (body) =>
      HttpResponse.json({ ...recorded, ...body }),
    );
    const { user } = renderWithApp(<InspectionsScreen />, { path: paths.app.inspections.getHref() });

    await user.click(await screen.findByRole('button', { name: 'Edit inspection of Clover, June 2, 2026' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Inspection' }));
    expect(await dialog.findByLabelText('Hive')).toHaveValue(clover.id);
    expect(dialog.getByLabelText('Date')).toHaveValue('2026-06-02');
    expect(dialog.getByRole('checkbox', { name: 'Queen cells' })).toBeChecked();
    expect(within(rating(dialog, 'Brood pattern')).getByRole('radio', { name: '4' })).toBeChecked();
    expect(within(rating(dialog, 'Small hive beetle')).getByRole('radio', { name: '2' })).toBeChecked();
    expect(within(dialog.getByRole('list', { name: 'Diseases seen (1)' })).getByText('Nosema')).toBeInTheDocument();
    expect(within(dialog.getByRole('list', { name: 'Treatments given (1)' })).getByText('Fondant')).toBeInTheDocument();
    expect(dialog.getByLabelText('Method')).toHaveDisplayValue('Sugar roll');
    expect(dialog.getByLabelText('Mites counted')).toHaveValue(4);
    expect(dialog.getByLabelText('Notes')).toHaveValue('Two supersedure cells');
    expect(await dialog.findByRole('img', { name: 'Photo 1' })).toHaveAttribute(
      'src',
      'https://bucket.test/old?signed',
    );

    await user.click(within(rating(dialog, 'Temperament')).getByText('5'));
    await user.click(dialog.getByRole('button', { name: 'Update Inspection' }));
    expect(await screen.findByText(TOASTS.inspectionUpdated)).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({
        hiveId: clover.id,
        temperament: 5,
        broodPattern: 4,
        diseases: ['Nosema'],
        photos: ['users/user-1/inspection-photo/old'],
        varroaSampleBees: 300,
      }),
    ]);
  });
});

describe('RecordInspectionButton', () => {
  it('opens at the photos for Upload Photos: the picker is focused and opened for a Pro beekeeper', async () => {
    serveBeekeeper({ user: pro, apiaries: [buildApiary()], hives: [buttercup] });
    const opened = vi.spyOn(HTMLInputElement.prototype, 'click');
    const { user } = renderWithApp(<RecordInspectionButton label="Upload Photos" startWithPhotos />);

    await user.click(screen.getByRole('button', { name: 'Upload Photos' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record Inspection' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Add photos' })).toHaveFocus());
    expect(opened.mock.contexts).toContain(dialog.getByLabelText('Photo files'));
    // The only hive is chosen already.
    expect(dialog.getByLabelText('Hive')).toHaveValue(buttercup.id);
    opened.mockRestore();
  });

  it('opens at the Pro prompt for a free beekeeper', async () => {
    serveBeekeeper({ apiaries: [buildApiary()], hives: [buttercup] });
    const { user } = renderWithApp(<RecordInspectionButton label="Upload Photos" startWithPhotos />);

    await user.click(screen.getByRole('button', { name: 'Upload Photos' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record Inspection' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Upgrade to Pro' })).toHaveFocus());
  });

  it('preselects the hive it is given, for a hive page', async () => {
    serveBeekeeper({ apiaries: [buildApiary()], hives: [buttercup, clover] });
    const { user } = renderWithApp(<RecordInspectionButton label="New Inspection" hiveId={clover.id} />);

    await user.click(screen.getByRole('button', { name: 'New Inspection' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record Inspection' }));
    expect(await dialog.findByLabelText('Hive')).toHaveValue(clover.id);
  });
});
