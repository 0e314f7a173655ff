/**
 * Where the technician's checklist is posted: its page (step by step without JavaScript) and the
 * phone's endpoint. Both take photos, so the server streams their bodies to the multipart reader
 * with the uploads' larger limit (src/server/main.ts); apart, so the server's entry reads no more.
 */
export const CHECKLIST_PAGE_PATH = '/installs/commission';
export const COMMISSION_API_PATH = '/api/installs/commission';
export const checklistUploadPaths: readonly string[] = [CHECKLIST_PAGE_PATH, COMMISSION_API_PATH];
