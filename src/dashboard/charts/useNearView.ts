import { useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come near the screen (within `margin`), for good once it
 * has: the dashboard draws a chart only then (docs/dashboard.md), so opening it
 * costs the cards, not nine charts below them. `always` draws at once (printing).
 */
export function useNearView<T extends Element>(always = false, margin = '300px') {
  const ref = useRef<T>(null);
  // Without IntersectionObserver (an old browser), everything is near.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || always || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, always, margin]);
  return [ref, near || always] as const;
}
