/** How the demo data is written: through the gateway with the demo accounts' tokens, as the web app writes it. */
import type { UploadAnswer } from '../../../shared/schemas/upload';
import { apiPath } from '../../../functions/api-path';
import { routes } from '../../../functions/routes';
import { apiAs } from '../api-client';
import type { DemoPhoto } from '../demo-photos';

/** What each area's demo records are written with: both accounts' APIs, and the demo apiaries' and hives' ids by name. */
export interface DemoSeedContext {
  beekeeperApi: SeedingApi;
  adminApi: SeedingApi;
  ids: ReadonlyMap<string, string>;
}

/** The id of a demo hive or apiary named by the demo data (null for none). */
export function demoIdOf(ids: ReadonlyMap<string, string>, name: string | undefined): string | null {
  if (name === undefined) return null;
  const id = ids.get(name);
  if (id === undefined) throw new Error(`Demo data: "${name}" is no demo hive or apiary`);
  return id;
}

/** Uploads a photo as the web app does (a presigned PUT straight to the bucket) and answers the key to save. */
export async function uploadPhoto(api: SeedingApi, photo: DemoPhoto): Promise<string> {
  const { uploadURL, key } = (await api(routes.createUpload.method, apiPath(routes.createUpload), {
    purpose: 'inspection-photo',
    contentType: 'image/png',
    size: photo.png.length,
  })) as UploadAnswer;
  const put = await fetch(uploadURL, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(photo.png),
  });
  if (!put.ok) throw new Error(`Demo data: uploading "${photo.title}" answered ${put.status} ${await put.text()}`);
  return key;
}

export type SeedingApi = ReturnType<typeof seedingApi>;

/** The API as the user of `idToken` calls it; any answer but a success stops the seed. */
export function seedingApi(idToken: string, gatewayUrl: string) {
  const api = apiAs(gatewayUrl, idToken);
  return async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const answer = await api(method, path, body);
    if (answer.status >= 300) {
      throw new Error(`Demo data: ${method} ${path} answered ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return answer.body;
  };
}
