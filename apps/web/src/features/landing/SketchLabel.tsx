import type { ReactNode } from 'react';

/** The kinds of labelled boxes: the box's class, the text's, and whether the text is centred. */
const KINDS = {
  button: ['ill-brand', 'ill-button-text', true],
  'danger-button': ['ill-danger', 'ill-button-text', true],
  stamp: ['ill-stamp', 'ill-stamp-text', true],
  total: ['ill-accent-soft', 'ill-total', false],
} as const;

export interface SketchLabelProps {
  kind: keyof typeof KINDS;
  /** x, y, width, height and corner radius, in the SVG's units. */
  box: readonly [number, number, number, number, number];
  /** The text's baseline. */
  baseline: number;
  children: ReactNode;
}

/**
 * A box of the landing's sketches with its words: a button, a stamp, a total. The text is
 * centred in the box, or starts 8 units in (a total).
 */
export function SketchLabel({
  kind,
  box: [x, y, width, height, rx],
  baseline,
  children,
}: SketchLabelProps) {
  const [boxClass, textClass, centered] = KINDS[kind];
  return (
    <>
      <rect className={boxClass} x={x} y={y} width={width} height={height} rx={rx} />
      <text
        className={textClass}
        x={centered ? x + width / 2 : x + 8}
        y={baseline}
        textAnchor={centered ? 'middle' : undefined}
      >
        {children}
      </text>
    </>
  );
}
