import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Renders its children once this place scrolls into view. */
export function WhenNear({
  children,
  placeholderClassName,
  rootMargin = '0px',
}: {
  children: ReactNode;
  placeholderClassName: string;
  /** How far outside the viewport counts as near (default: only once it is really on screen). */
  rootMargin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || isNear) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, rootMargin]);
  return isNear ? children : <div ref={ref} aria-hidden="true" className={placeholderClassName} />;
}
