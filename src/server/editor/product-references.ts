/**
 * Products a save may not take away. A promotion's eligible products decide which model numbers a
 * claim may name, and a stored warranty registration names its product: deleting such a product,
 * or renaming it (Keystatic saves a rename as the old file deleted and a new one added), would make
 * claims for that model be refused and leave registrations naming nothing. The check on save
 * refuses it with the reason, so the editor changes the promotion first (or keeps the product).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';

const PRODUCTS = 'src/content/products/';
const PROMOTIONS = 'src/content/promotions/';

/** What the database knows about products: how many stored registrations name each slug. */
export interface StoredProductUse {
  registrationsNaming(slugs: readonly string[]): Promise<ReadonlyMap<string, number>>;
}

interface SaveFiles {
  additions: readonly { path: string; contents: string }[];
  deletions: readonly { path: string }[];
}

const slugOf = (file: string) => path.basename(file, '.yaml');

/** `eligibleProducts` of a promotion file's YAML, or none when it is not a list of strings. */
function eligibleProducts(text: string): string[] {
  try {
    const data = parse(text, { customTags: ['timestamp'] }) as { eligibleProducts?: unknown } | null;
    const list = data?.eligibleProducts;
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    // Not valid YAML: the schema check reports it.
    return [];
  }
}

/** Each promotion as it will be after the save: its file name and the products it names. */
async function promotionsAfter(save: SaveFiles, repoDir: string): Promise<Map<string, string[]>> {
  const promotions = new Map<string, string[]>();
  const folder = path.join(repoDir, PROMOTIONS);
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names.filter((file) => file.endsWith('.yaml'))) {
    promotions.set(`${PROMOTIONS}${name}`, eligibleProducts(await readFile(path.join(folder, name), 'utf8')));
  }
  for (const { path: file } of save.deletions) promotions.delete(file);
  for (const { path: file, contents } of save.additions) {
    if (file.startsWith(PROMOTIONS) && file.endsWith('.yaml')) {
      promotions.set(file, eligibleProducts(Buffer.from(contents, 'base64url').toString('utf8')));
    }
  }
  return promotions;
}

/**
 * One line per product the save removes (deleted, or renamed away from its slug) that a promotion
 * or a stored registration still names, saying which and what to do instead.
 */
export async function removedProductsInUse(
  save: SaveFiles,
  repoDir: string,
  stored: StoredProductUse | undefined,
): Promise<string[]> {
  // A product saved again under the same slug (moved to another type's folder) is not removed.
  const kept = new Set(
    save.additions.filter((file) => file.path.startsWith(PRODUCTS)).map((file) => slugOf(file.path)),
  );
  const removed = [
    ...new Set(
      save.deletions
        .filter((file) => file.path.startsWith(PRODUCTS) && file.path.endsWith('.yaml'))
        .map((file) => slugOf(file.path))
        .filter((slug) => !kept.has(slug)),
    ),
  ];
  if (removed.length === 0) return [];
  const [promotions, registrations] = await Promise.all([
    promotionsAfter(save, repoDir),
    stored ? stored.registrationsNaming(removed) : new Map<string, number>(),
  ]);
  const problems: string[] = [];
  for (const slug of removed) {
    for (const [file, products] of promotions) {
      if (products.includes(slug)) {
        problems.push(
          `${slug}: cannot be deleted or renamed while the promotion ${slugOf(file)} names it in its eligible products (claims for its models would be refused); take it out of the promotion first`,
        );
      }
    }
    const count = registrations.get(slug) ?? 0;
    if (count > 0) {
      problems.push(
        `${slug}: cannot be deleted or renamed: ${count === 1 ? 'a warranty registration names' : `${count} warranty registrations name`} it; mark it discontinued instead`,
      );
    }
  }
  return problems;
}
