/**
 * The brand font is given to a page's text a slice at a time (src/client/brand-font-slices.ts): the
 * blocks it is given to, and how many of them one task takes. The browser side (the font swapped in
 * without moving anything, the whole page in it at the end) is e2e/start-scripts.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  planSlices,
  type SliceScheduler,
  type TextBlock,
  takeInSlices,
} from '../../src/client/brand-font-slices';

interface Block extends TextBlock {
  readonly name: string;
  readonly children: Block[];
}

/** A block with child blocks, and text of its own when `ownText` is given. */
function block(name: string, children: Block[] = [], ownText = ''): Block {
  const text = ownText + children.map((child) => child.textContent).join('');
  return {
    name,
    children,
    textContent: text,
    childNodes: [
      ...(ownText ? [{ nodeType: 3, textContent: ownText }] : []),
      ...children.map((child) => ({ nodeType: 1, textContent: child.textContent })),
    ],
  };
}
const leaf = (name: string, chars: number) => block(name, [], 'x'.repeat(chars));
const names = (blocks: Block[]) => blocks.map((found) => found.name);

describe('the blocks the brand font is given to', () => {
  it('keeps a block whole up to the limit and takes a larger one by its parts, in document order', () => {
    const header = leaf('header', 80);
    const hero = block('hero', [leaf('h1', 40), leaf('lead', 200)]);
    const specs = block('specs', [
      block('table', [leaf('row 1', 150), leaf('row 2', 150)]),
      leaf('note', 100),
    ]);
    const page = [header, block('main', [hero, specs])];
    expect(names(planSlices(page, 300))).toEqual(['header', 'hero', 'table', 'note']);
    expect(names(planSlices(page, 1000))).toEqual(['header', 'main']);
    expect(names(planSlices(page, 100))).toEqual(['header', 'h1', 'lead', 'row 1', 'row 2', 'note']);
  });

  it('keeps a paragraph with a link in it whole, however long: its own text would wait for the last step', () => {
    const paragraph = block('paragraph', [leaf('link', 20)], 'y'.repeat(900));
    expect(names(planSlices([block('main', [paragraph, leaf('aside', 50)])], 300))).toEqual([
      'paragraph',
      'aside',
    ]);
  });

  it('leaves out blocks without text, and a page without text gives nothing to do', () => {
    const picture = block('picture', [block('img')]);
    expect(names(planSlices([picture, leaf('caption', 30)], 300))).toEqual(['caption']);
    expect(planSlices([block('empty', [block('img')])], 300)).toEqual([]);
  });
});

/** A clock a test moves: each block's layout costs what `costs` says; a new task starts later. */
function testScheduler(costs: Record<string, number>) {
  let now = 0;
  const tasks: string[][] = [[]];
  const scheduler: SliceScheduler = {
    now: () => now,
    nextTask: async () => {
      now += 16;
      tasks.push([]);
    },
  };
  return {
    scheduler,
    tasks,
    take: (name: string) => tasks.at(-1)?.push(name),
    layOut: () => {
      now += costs[tasks.at(-1)?.at(-1) ?? ''] ?? 0;
    },
  };
}

describe('the blocks one task takes', () => {
  it('takes blocks until the budget is spent, then ends the task and goes on in the next', async () => {
    const costs = { header: 4, hero: 3, gallery: 2, specs: 5, footer: 1 };
    const { scheduler, tasks, take, layOut } = testScheduler(costs);
    await takeInSlices(Object.keys(costs), take, layOut, 6, scheduler);
    expect(tasks).toEqual([['header', 'hero'], ['gallery', 'specs'], ['footer']]);
  });

  it('takes every block even when one costs more than the budget alone', async () => {
    const { scheduler, tasks, take, layOut } = testScheduler({ hero: 20, footer: 1 });
    await takeInSlices(['hero', 'footer'], take, layOut, 6, scheduler);
    expect(tasks).toEqual([['hero'], ['footer']]);
  });

  it('does all of it in one task when all of it fits the budget', async () => {
    const { scheduler, tasks, take, layOut } = testScheduler({ a: 1, b: 1, c: 1 });
    await takeInSlices(['a', 'b', 'c'], take, layOut, 6, scheduler);
    expect(tasks).toEqual([['a', 'b', 'c']]);
  });
});
