import { PaperDocument } from './PaperDocument';
import { SketchLabel } from './SketchLabel';

/** The hero's product sketch: a quote and a small revenue chart, drawn inline. */
export function HeroIllustration() {
  const bars = [38, 62, 48, 84, 70, 96];
  return (
    <div className="landing-hero__visual" aria-hidden="true">
      <svg className="hero-illustration" viewBox="0 0 360 300" focusable="false">
        <rect className="ill-frame" x="10" y="10" width="300" height="230" rx="16" />
        <circle className="ill-dot" cx="30" cy="28" r="4" />
        <circle className="ill-dot" cx="44" cy="28" r="4" />
        <circle className="ill-dot" cx="58" cy="28" r="4" />
        <text className="ill-doc-title" x="30" y="64">
          Tableau de bord
        </text>
        {bars.map((height, index) => (
          <rect
            key={index}
            className={index === bars.length - 1 ? 'ill-accent anim-rise' : 'ill-brand anim-rise'}
            x={34 + index * 44}
            y={210 - height}
            width="26"
            height={height}
            rx="5"
            style={{ animationDelay: `${0.2 + index * 0.12}s` }}
          />
        ))}
        <line className="ill-rule" x1="28" y1="212" x2="292" y2="212" />
        <g className="anim-float">
          <PaperDocument
            strong
            paper={{ x: 196, y: 128, width: 150, height: 150, rx: 12 }}
            title={{ text: 'DEV-2026-0042', x: 212, y: 154 }}
            lines={{ y: 168, gap: 16, widths: [86, 70, 96] }}
          />
          <SketchLabel kind="total" box={[262, 228, 70, 30, 6]} baseline={248}>
            1 250 €
          </SketchLabel>
        </g>
      </svg>
    </div>
  );
}
