/**
 * A feature's repository is plain functions that take their context (the database, the clock, the
 * review queue) first; `bindContext` binds them to one context for `Services`, so pages and
 * endpoints call `services.service.bookWindow(...)` without passing it, and tests call the functions
 * with a context of their own.
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

export function bindContext<
  Context,
  Functions extends Record<string, (context: Context, ...args: never) => unknown>,
>(context: Context, functions: Functions): BoundToContext<Context, Functions> {
  return Object.fromEntries(
    Object.entries(functions).map(([name, fn]) => [
      name,
      (...args: never) =>
        (fn as (context: Context, ...rest: unknown[]) => unknown)(context, ...(args as unknown[])),
    ]),
  ) as BoundToContext<Context, Functions>;
}
