/** The configuration the editor's page and API route use, with the doc comments and names the build extracted. */
import docs from '../generated/editor-docs.json' with { type: 'json' };
import names from '../generated/editor-names.json' with { type: 'json' };
import { type EditorDocs, keystaticConfig } from './keystatic-config.ts';

export default keystaticConfig(docs as EditorDocs, names);
