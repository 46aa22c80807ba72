/** The product mark, drawn inline so the shell loads no image. */
export function BrandLogo({ size = 32 }: { size?: number }) {
  return (
    <svg
      className="brand-logo"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="8" fill="var(--color-brand, #1f3a5f)" />
      <path
        d="M9 23V9h8a4.5 4.5 0 0 1 0 9H9"
        fill="none"
        stroke="var(--color-accent, #f5b942)"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="22.5" cy="23" r="2" fill="var(--color-accent, #f5b942)" />
    </svg>
  );
}
