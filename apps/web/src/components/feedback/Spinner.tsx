export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name; the spec's default is "Chargement". */
  label?: string;
  /** Centres the spinner in the space of a page while it loads. */
  block?: boolean;
  /** Hidden from assistive technologies (inside a button that already says aria-busy). */
  decorative?: boolean;
}

export function Spinner({
  size = 'md',
  label = 'Chargement',
  block = false,
  decorative = false,
}: SpinnerProps) {
  const a11y = decorative
    ? ({ 'aria-hidden': true } as const)
    : ({ role: 'status', 'aria-label': label } as const);
  const spinner = (
    <span {...a11y} className={`spinner spinner--${size}`}>
      <span className="spinner__ring" />
    </span>
  );
  return block ? <div className="spinner-block">{spinner}</div> : spinner;
}
