import { deletePhotoFiles } from '../photos/variants';
import { deleteStalePendingPhotos } from './store';
import { logFailure } from '../lib/log';

/** How long an uploaded photo may wait for its project before the cron deletes it, in ms: a day. */
const PENDING_PHOTO_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes one page (at most 1,000) of the uploads that versions before issue
 * 28 kept as sent, under `originals/`: no byte of an upload is kept unless
 * re-encoded, and the next runs delete the rest.
 * @throws what R2 throws
 */
async function deleteKeptUploads(bucket: R2Bucket): Promise<void> {
  const listed = await bucket.list({ prefix: 'originals/' });
  if (listed.objects.length > 0) await bucket.delete(listed.objects.map((object) => object.key));
}

/**
 * Deletes the photos uploaded more than a day ago that no project took (a form
 * left unsent, a command that stopped): their rows, then their files in R2;
 * and a page of the uploads earlier versions kept as sent (`deleteKeptUploads`).
 * Run by the cron trigger. A failure is logged and tried again at the next run
 * (the rows of files not deleted are gone, so a failed file stays unreachable).
 * @returns how many photos were deleted
 */
export async function deleteStalePhotos(env: Pick<Env, 'DB' | 'PHOTOS'>, now: Date): Promise<number> {
  try {
    await deleteKeptUploads(env.PHOTOS);
    const names = await deleteStalePendingPhotos(env.DB, new Date(now.getTime() - PENDING_PHOTO_MS));
    await Promise.all(names.map((name) => deletePhotoFiles(env.PHOTOS, name)));
    return names.length;
  } catch (error) {
    logFailure('stale_photos_not_deleted', error);
    return 0;
  }
}
