/**
 * The gate's reading of a path: every spelling that the routers behind it take for an editor path
 * is one, and only the plain spelling counts as the editor's own address for a write.
 */
import { describe, expect, it } from 'vitest';
import {
  canonicalPath,
  isEditorApiPath,
  isEditorPath,
  isPlainEditorPath,
} from '../../src/server/editor/editor-path.ts';

describe('editor paths', () => {
  it('undoes percent-encoding (repeatedly), dot segments, backslashes, empty segments and case', () => {
    for (const spelling of [
      '/api/keystatic/update',
      '/api/keystatic/%75pdate',
      '/api/keystatic/%2575pdate',
      '/api/keystatic/%25252575pdate',
      '/api/keystatic/update/',
      '/api/keystatic//update',
      '/api/keystatic/tree/../update',
      '/api/keystatic/tree/%2E%2E/update',
      '/api/keystatic/./update',
      '/api/keystatic%2Fupdate',
      '/api\\keystatic\\update',
      '/API/Keystatic/UPDATE',
      '/x/../api/keystatic/update',
    ]) {
      expect(canonicalPath(spelling), spelling).toBe('/api/keystatic/update');
      expect(isEditorPath(spelling), spelling).toBe(true);
      expect(isEditorApiPath(spelling), spelling).toBe(true);
    }
    // The preview of unpublished pages is the editor's, however spelt; /editor itself (the login) is not.
    for (const spelling of [
      '/editor/preview',
      '/editor/preview/faqs',
      '/%65ditor/Preview/faqs',
      '/x/../editor/preview/',
    ]) {
      expect(isEditorPath(spelling), spelling).toBe(true);
      expect(isEditorApiPath(spelling), spelling).toBe(false);
    }
    for (const open of ['/editor', '/editor/', '/editorial', '/editor/previews']) {
      expect(isEditorPath(open), open).toBe(false);
    }
    expect(isPlainEditorPath('/api/keystatic/update')).toBe(true);
    expect(isPlainEditorPath('/api/keystatic/blob/0a1b/src/content/products/ducted/Front.png')).toBe(true);
    for (const spelling of ['/api/keystatic/%75pdate', '/api/keystatic/update/', '/API/keystatic/update']) {
      expect(isPlainEditorPath(spelling), spelling).toBe(false);
    }
  });

  it('leaves the public site alone', () => {
    for (const path of [
      '/',
      '/editor',
      '/products/ducted',
      '/api/portal/me',
      '/keystatics',
      '/api/editors',
    ]) {
      expect(isEditorPath(path), path).toBe(false);
    }
    expect(isEditorPath('/%6Beystatic')).toBe(true);
    expect(isEditorPath('/api/editor/publish')).toBe(true);
    expect(isEditorApiPath('/keystatic/collection/products-ducted')).toBe(false);
  });
});
