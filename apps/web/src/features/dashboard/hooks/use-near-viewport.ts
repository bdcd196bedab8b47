import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element is within `margin` of the viewport (and from then on), or at once when `force` is
 * set or the browser has no IntersectionObserver. Before printing it turns true too, so that a printed page
 * is not missing what the reader never scrolled to.
 */
export function useNearViewport(ref: RefObject<Element | null>, force: boolean, margin = '200px'): boolean {
  const [near, setNear] = useState(() => force || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (force) setNear(true);
  }, [force]);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    const beforePrint = () => setNear(true);
    window.addEventListener('beforeprint', beforePrint);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', beforePrint);
    };
  }, [ref, near, margin]);
  return near;
}
