import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Renders its children once this place scrolls into view. */
export function WhenNear({ children, placeholderClassName }: { children: ReactNode; placeholderClassName: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || isNear) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      // Only once it is really on screen: the personal parts above hold at least a card's height.
      { rootMargin: '0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  return isNear ? children : <div ref={ref} aria-hidden="true" className={placeholderClassName} />;
}
