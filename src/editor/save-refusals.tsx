/**
 * Refused saves, beside the fields they are about. The form checks what a single field can; rules
 * across fields (a reverse-cycle system's heating figures, a promotion's claim deadline) only the
 * server's check on save can, and Keystatic shows its answer as one banner above the form. The
 * server also sends each problem's field path in a header; this module keeps the last refusal's
 * problems and each field shows its own below its input, as the form's own messages are shown.
 */

import { FieldMessage } from '@keystar/ui/field';
import type { ComponentSchema } from '@keystatic/core';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import {
  decodeFieldProblems,
  EDITOR_SAVE_PATH,
  type FieldProblem,
  SAVE_PROBLEMS_HEADER,
} from './save-problems.ts';

/** The problems of the last save, by field path (`energyRating.heating`); empty once one goes through. */
export const $saveProblems = atom<FieldProblem[]>([]);

/**
 * Watches Keystatic's saves: a save clears the problems shown, and a refusal shows its own. A
 * wrapper of `fetch`, because Keystatic offers no hook on its save answer; anything it fails to
 * read leaves the banner, which still lists every problem.
 */
export function watchSaves(target: Pick<Window, 'fetch'> = window) {
  const original = target.fetch.bind(target);
  target.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const isSave = url.pathname === EDITOR_SAVE_PATH && (init?.method ?? 'GET').toUpperCase() === 'POST';
    if (!isSave) return original(input, init);
    $saveProblems.set([]);
    const response = await original(input, init);
    if (response.status === 422) {
      $saveProblems.set(decodeFieldProblems(response.headers.get(SAVE_PROBLEMS_HEADER)));
    }
    return response;
  };
}

function FieldRefusal({ path }: { path: string }) {
  const problems = useStore($saveProblems).filter((problem) => problem.path === path);
  if (problems.length === 0) return null;
  return (
    <div role="alert">
      {problems.map((problem) => (
        <FieldMessage key={problem.message}>{problem.message}</FieldMessage>
      ))}
    </div>
  );
}

/**
 * The field with the last refusal's problems for `path` shown below its input. Lists and groups
 * have no input of their own: their items' fields show theirs, and the banner names the rest.
 */
export function withRefusals<Field extends ComponentSchema>(field: Field, path: string): Field {
  if (field.kind !== 'form') return field;
  const Input = field.Input as (props: object) => ReturnType<typeof FieldRefusal>;
  return {
    ...field,
    Input(props: object) {
      return (
        <>
          <Input {...props} />
          <FieldRefusal path={path} />
        </>
      );
    },
  };
}
