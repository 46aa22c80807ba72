export interface LineIconProps {
  /** The SVG path, drawn on a 24 × 24 grid. */
  path: string;
  className: string;
  /** Width and height in pixels; without it the CSS sizes the icon. */
  size?: number;
  strokeWidth?: number;
}

/** A decorative line pictogram (navigation, row actions, feature list): the text names it. */
export function LineIcon({ path, className, size, strokeWidth = 1.8 }: LineIconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
