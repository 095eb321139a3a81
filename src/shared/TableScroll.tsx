/**
 * Bootstrap's `.table-responsive` that keyboard users can scroll too: while its
 * table is wider (or taller) than the box, the box is a labelled region in the
 * tab order, so arrow keys scroll it (WCAG 2.1.1; axe's scrollable-region-focusable).
 * When everything fits it adds no tab stop.
 */
import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { overflows } from './overflow';

export function TableScroll({
  label,
  className,
  style,
  children,
}: {
  label: string;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrollable, setScrollable] = useState(false);

  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setScrollable(overflows(box));
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    const content = box.querySelector('table') ?? box.firstElementChild;
    if (content) observer.observe(content);
    measure();
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={ref}
      className={className ? `table-responsive ${className}` : 'table-responsive'}
      style={style}
      {...(scrollable ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
    >
      {children}
    </div>
  );
}
