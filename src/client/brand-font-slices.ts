/**
 * The brand font, given to a page's text a slice at a time (the start script's, src/client/start.ts).
 *
 * When a font joins text that was laid out in another, the browser shapes every word again in the
 * new face, at every size and weight the text uses, and lays out every line: on a product page
 * 20-40 ms of one task on a fast machine, a long task on a phone's CPU (docs/performance.md, "The
 * brand font a slice at a time"). Given to the page block by block, each block is laid out again on
 * its own, and the blocks are taken a few milliseconds' worth per task: the page keeps answering
 * taps and keys in between, and no task is a long one.
 */

/** What the planner reads of an element: a DOM `Element` has both. */
export interface TextBlock {
  readonly textContent: string | null;
  readonly children: ArrayLike<TextBlock>;
  readonly childNodes: ArrayLike<{ readonly nodeType: number; readonly textContent: string | null }>;
}

const TEXT_NODE = 3;

/** Whether a block has text of its own beside its child elements (a paragraph with a link in it). */
const hasOwnText = (block: TextBlock) =>
  Array.from(block.childNodes).some((node) => node.nodeType === TEXT_NODE && node.textContent?.trim());

/**
 * The blocks to give the font one by one, in document order: each of `roots`, or, when one holds
 * more than `maxChars` characters of text, the blocks within it, to the same rule. A block with text
 * of its own beside its children stays whole (its own text would otherwise wait for the last step),
 * and a block with no text is left out (the last step, the whole page, takes what is left).
 */
export function planSlices<Block extends TextBlock>(roots: ArrayLike<Block>, maxChars: number): Block[] {
  return Array.from(roots).flatMap((block): Block[] => {
    const length = block.textContent?.trim().length ?? 0;
    if (length === 0) return [];
    const children = Array.from(block.children) as Block[];
    if (length <= maxChars || children.length === 0 || hasOwnText(block)) return [block];
    return planSlices(children, maxChars);
  });
}

/** How the slicer reads the time and ends a task (the page's clock and a new task; a test's own). */
export interface SliceScheduler {
  now(): number;
  /** Resolves in a later task, once the browser has had the chance to paint and to answer input. */
  nextTask(): Promise<void>;
}

/**
 * Gives each block the font (`take`), lays the page out at once (`layOut`, to know what the block
 * cost in this task), and ends the task once `budgetMs` has been spent in it. A task so ends at
 * `budgetMs` plus one block's layout: the planner keeps blocks small.
 */
export async function takeInSlices<Block>(
  blocks: readonly Block[],
  take: (block: Block) => void,
  layOut: () => void,
  budgetMs: number,
  scheduler: SliceScheduler,
): Promise<void> {
  let taskStart = scheduler.now();
  for (const block of blocks) {
    if (scheduler.now() - taskStart >= budgetMs) {
      await scheduler.nextTask();
      taskStart = scheduler.now();
    }
    take(block);
    layOut();
  }
}
