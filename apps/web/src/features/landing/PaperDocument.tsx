/** A box of the sketch, in the SVG's units. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  rx: number;
}

export interface PaperDocumentProps {
  paper: Box;
  /** The foreground document: a stronger edge, and its first line in ink. */
  strong?: boolean;
  /** The document's kind or number, at the top: its baseline's start, where the lines start too. */
  title: { text: string; x: number; y: number };
  /** The widths of the bars under the title, from `y` down, `gap` apart. */
  lines: { y: number; gap: number; widths: readonly number[] };
}

/** A sketched paper document of the landing's illustrations: a title, then lines of text. */
export function PaperDocument({ paper, strong = false, title, lines }: PaperDocumentProps) {
  return (
    <>
      <rect className={strong ? 'ill-paper ill-paper--strong' : 'ill-paper'} {...paper} />
      <text className="ill-doc-small" x={title.x} y={title.y}>
        {title.text}
      </text>
      {lines.widths.map((width, index) => (
        <rect
          key={index}
          className={strong && index === 0 ? 'ill-ink' : 'ill-muted'}
          x={title.x}
          y={lines.y + index * lines.gap}
          width={width}
          height="7"
          rx="3.5"
        />
      ))}
    </>
  );
}
