/**
 * The one way islands run asynchronous work from an effect (a fetch, a token read, a lookup): the effect
 * gets `isCurrent`, which turns false once the effect is cleaned up (unmount or changed dependencies), so a
 * late answer never overwrites state set by a newer run or touches an unmounted component.
 */
import { type DependencyList, useEffect } from 'react';

/** Runs `effect` like useEffect, passing `isCurrent`; a cleanup it returns runs too. */
export function useAsyncEffect(
  effect: (isCurrent: () => boolean) => undefined | (() => void),
  dependencies: DependencyList,
): void {
  useEffect(
    () => {
      let current = true;
      const cleanup = effect(() => current);
      return () => {
        current = false;
        cleanup?.();
      };
    },
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's list, which Biome checks at each call (biome.json)
    dependencies,
  );
}
