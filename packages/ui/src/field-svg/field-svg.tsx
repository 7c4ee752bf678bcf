import type { ReactNode } from 'react';

/** Props of {@link FieldSvg}. */
export interface FieldSvgProps {
  /** The playing area's size in the drawing's unit (metres, feet). */
  width: number;
  height: number;
  /** Room drawn around the playing area, in the same unit. */
  margin: number;
  className: string;
  /** Class of the background that fills the drawing, margin included. */
  surfaceClassName: string;
  role: 'img' | 'group';
  label: string;
  children: ReactNode;
}

/**
 * The SVG every playing surface is drawn in: a viewBox in the sport's own unit with the origin at
 * the playing area's top-left corner, a margin around it, and a background that fills it all.
 */
export function FieldSvg({
  width,
  height,
  margin,
  className,
  surfaceClassName,
  role,
  label,
  children,
}: FieldSvgProps) {
  const outer = { x: -margin, y: -margin, width: width + 2 * margin, height: height + 2 * margin };
  return (
    <svg
      className={className}
      viewBox={`${outer.x} ${outer.y} ${outer.width} ${outer.height}`}
      role={role}
      aria-label={label}
    >
      <rect className={surfaceClassName} {...outer} />
      {children}
    </svg>
  );
}
