import { type RefObject, useEffect, useState } from 'react';
import type { ScreenSize } from '#lib/dealer-map/view.ts';

/** An element's content box, pixels, kept up to date as the layout changes; null before it is measured. */
export function useBoxSize(ref: RefObject<HTMLElement | null>): ScreenSize | null {
  const [size, setSize] = useState<ScreenSize | null>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      setSize((old) => (old && old.width === width && old.height === height ? old : { width, height }));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
