/**
 * The unpublished changes on the desk, by the entries editors know (a product's name, an FAQ
 * group's title), each with its section, the pictures it gained and whether it was deleted.
 */
import type { ChangedEntry } from '../../lib/editor/publish-status.ts';

export interface ChangedEntriesProps {
  entries: readonly ChangedEntry[];
}

const pictureCount = (count: number) => `${count} ${count === 1 ? 'picture' : 'pictures'}`;

export function ChangedEntries({ entries }: ChangedEntriesProps) {
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.files[0]}>
          <strong>{entry.title}</strong> ({entry.section}
          {entry.removed ? ', deleted' : ''}
          {entry.pictures > 0 ? `, ${pictureCount(entry.pictures)}` : ''})
        </li>
      ))}
    </ul>
  );
}
