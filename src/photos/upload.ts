/**
 * Photo helpers of the browser's forms (the estimate forms and the project form):
 * scaling a chosen photo before it is sent, and sending it with progress.
 * Browser only: they use a canvas and XMLHttpRequest.
 */

/** Longest edge of a photo after scaling in the browser, px: sharp on any screen, a few hundred KB as JPEG. */
export const MAX_EDGE = 2560;

/**
 * Scales a photo to at most `maxEdge` px on its long edge and re-encodes it
 * as JPEG (quality 0.85), with the browser's own decoder and encoder: the EXIF
 * orientation is applied while decoding (`imageOrientation: 'from-image'`,
 * HTML Standard, createImageBitmap), and a canvas keeps only pixels, so EXIF,
 * GPS and every other metadata block are gone from the copy. A photo
 * already small enough is re-encoded all the same, for that reason.
 * Why not a library: browser-image-compression does the same through a
 * canvas and weighs 20 KB gzip, which the forms' 75 KB budget cannot carry.
 * @param file the chosen file
 * @returns the JPEG copy
 * @throws when the browser cannot decode or encode the file (not a photo, or a format it does not read, such as HEIC outside Safari)
 */
export async function scalePhoto(file: Blob, maxEdge = MAX_EDGE): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const scale = Math.min(1, maxEdge / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error())), 'image/jpeg', 0.85));
}

/**
 * Posts a photo as `multipart/form-data` with `Accept: application/json`,
 * reporting the upload's progress (XMLHttpRequest: `fetch` reports none).
 * @param url where to post
 * @param fields the other fields, sent before the photo
 * @param photo the photo, sent as the field `photo` named `name`
 * @param onProgress called with the percentage sent, 0-100
 * @returns the status and the JSON answer (`{}` when the answer is not JSON, as a proxy's page)
 * @throws when the connection fails before an answer
 */
export function postPhoto(
  url: string,
  fields: Record<string, string>,
  photo: Blob,
  name: string,
  onProgress: (percent: number) => void,
): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: a proxy's or Access's page
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new Error());
    const data = new FormData();
    for (const [field, value] of Object.entries(fields)) data.append(field, value);
    data.append('photo', photo, name);
    xhr.send(data);
  });
}
