import type { StoredFile } from '@srd/contract';
import { download, upload } from '../../platform/api';
import { entityApi } from '../../platform/crud/entityApi';

/** `POST /file/page`, `GET /file?id=`, `DELETE /file/{id}`; files are uploaded, never edited. */
export const fileApi = entityApi<StoredFile>('/file');

/** `POST /file/upload`; quiet: the page shows the refusal (type, size) itself. */
export function uploadFile(file: File, tid: number | null): Promise<StoredFile> {
  return upload('/file/upload', file, tid === null ? {} : { tid: String(tid) }, { quiet: true });
}

/** `GET /file/download/{id}`: the file's bytes. */
export async function downloadFile(id: number): Promise<Blob> {
  return (await download('GET', `/file/download/${id}`)).blob;
}
