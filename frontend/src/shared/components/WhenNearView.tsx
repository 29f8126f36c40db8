import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once its place comes near the viewport (`margin` beyond its edge), and keeps
 * them. Until then, `placeholder`. For heavy parts below the fold: on a phone the dashboard's charts
 * are several screens down, and rendering them (recharts: a chunk of its own and a long main-thread
 * task: BENCHMARKS.md, "Measurements behind the code") with the first screen held the gate's
 * quick sale. Where the browser has no
 * IntersectionObserver, at once. The placeholder is no loading state (nothing loads until then): a
 * still skeleton, not an animated one.
 */
export function WhenNearView({
  children,
  placeholder,
  margin = '100px',
}: {
  children: ReactNode;
  placeholder: ReactNode;
  margin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? children : <div ref={ref}>{placeholder}</div>;
}
