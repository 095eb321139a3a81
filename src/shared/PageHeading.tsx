import type { ReactNode } from 'react';

/**
 * A screen's h1 (its id names the screen's section) and, at its right, the screen's links and
 * badges, wrapping below on a narrow screen. `spacing` is the margin below: mb-2 where an
 * introduction follows close under the title.
 */
export function PageHeading({
  id,
  title,
  children,
  spacing = 'mb-3',
}: {
  id: string;
  title: ReactNode;
  children?: ReactNode;
  spacing?: 'mb-2' | 'mb-3';
}) {
  return (
    <div className={`d-flex flex-wrap align-items-center gap-2 ${spacing}`}>
      <h1 id={id} className="h3 mb-0 me-auto">
        {title}
      </h1>
      {children}
    </div>
  );
}
