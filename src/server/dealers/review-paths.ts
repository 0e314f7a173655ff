/**
 * Where an owner's review is posted: it may carry photos, so the server streams its body to the
 * multipart reader with the uploads' larger limit (src/server/main.ts); apart, so the server's entry
 * reads no more.
 */
export const REVIEW_WRITE_PATH = '/reviews/write';
