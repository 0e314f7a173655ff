/**
 * A photo as the checklist keeps it: a phone's camera makes 3-8 MB files (12-50 megapixels), six of
 * which would pass the sending's limit and take minutes on a site's weak signal. Plates and installed
 * units read well at 2,560 px on the long side, so a larger photo is redrawn at that size as a JPEG
 * before it is kept; the redrawn file also drops the camera's metadata (the time and place sent are
 * the ones read when the photo was taken). A photo the browser cannot decode (HEIC on most desktop
 * browsers) is kept as it is: the server recognises it by its bytes.
 */

/** Longest side kept, px. */
export const photoLongSidePx = 2560;
/** Below this a photo is kept as taken: redrawing it would save little. */
const keepAsTakenBytes = 1_500_000;
const jpegQuality = 0.85;

export async function phonePhoto(file: Blob): Promise<Blob> {
  if (file.size <= keepAsTakenBytes) return file;
  let bitmap: ImageBitmap;
  try {
    // The camera's orientation applied, so a portrait plate stays upright.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, photoLongSidePx / Math.max(bitmap.width, bitmap.height));
    const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const redrawn = await canvas.convertToBlob({ type: 'image/jpeg', quality: jpegQuality });
    return redrawn.size < file.size ? redrawn : file;
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
