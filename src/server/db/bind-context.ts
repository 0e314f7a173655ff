/**
 * A feature's repository is plain functions that take their context (the database, the clock, the
 * review queue) first; `bindContext` binds them to one context for `Services`, so pages and
 * endpoints call `services.service.bookWindow(...)` without passing it, while a test may call the
 * functions with a context of its own.
 */

/** The functions with their context bound: the same parameters after it, the same result. */
export type BoundToContext<Context, Functions> = {
  readonly [Name in keyof Functions]: Functions[Name] extends (
    context: Context,
    ...args: infer Args
  ) => infer Result
    ? (...args: Args) => Result
    : never;
};

/** A function of the feature as it is called: its context, then its own arguments. */
type TakesContext<Context> = (context: Context, ...args: unknown[]) => unknown;

export function bindContext<
  Context,
  Functions extends Record<string, (context: Context, ...args: never) => unknown>,
>(context: Context, functions: Functions): BoundToContext<Context, Functions> {
  return Object.fromEntries(
    Object.entries(functions).map(([name, fn]) => [
      name,
      (fn as TakesContext<Context>).bind(undefined, context),
    ]),
  ) as BoundToContext<Context, Functions>;
}
