import type { CSSProperties, ReactNode } from 'react';
import { PaperDocument } from './PaperDocument';
import { SketchLabel } from './SketchLabel';

export type StepId = 'client' | 'catalogue' | 'devis' | 'facture';

const delay = (seconds: number): CSSProperties => ({ animationDelay: `${seconds}s` });

function Frame({ children, label }: { children: ReactNode; label: string }) {
  return (
    <svg className="step-illustration" viewBox="0 0 320 220" role="img" aria-label={label}>
      <rect className="ill-frame" x="8" y="8" width="304" height="204" rx="14" />
      <circle className="ill-dot" cx="26" cy="24" r="4" />
      <circle className="ill-dot" cx="40" cy="24" r="4" />
      <circle className="ill-dot" cx="54" cy="24" r="4" />
      {children}
    </svg>
  );
}

function ClientIllustration() {
  return (
    <Frame label="Animation : une fiche client se remplit puis est enregistrée">
      <circle className="ill-soft anim-pop" cx="62" cy="76" r="24" style={delay(0.1)} />
      <circle className="ill-brand anim-pop" cx="62" cy="70" r="8" style={delay(0.25)} />
      <path className="ill-brand anim-pop" d="M48 90a14 10 0 0 1 28 0z" style={delay(0.3)} />
      <rect
        className="ill-ink anim-grow"
        x="98"
        y="60"
        width="140"
        height="12"
        rx="6"
        style={delay(0.4)}
      />
      <rect
        className="ill-muted anim-grow"
        x="98"
        y="80"
        width="96"
        height="9"
        rx="4.5"
        style={delay(0.6)}
      />
      <rect className="ill-field" x="30" y="116" width="126" height="22" rx="6" />
      <rect className="ill-field" x="166" y="116" width="124" height="22" rx="6" />
      <rect className="ill-field" x="30" y="146" width="260" height="22" rx="6" />
      <rect
        className="ill-muted anim-grow"
        x="38"
        y="124"
        width="84"
        height="7"
        rx="3.5"
        style={delay(0.8)}
      />
      <rect
        className="ill-muted anim-grow"
        x="174"
        y="124"
        width="70"
        height="7"
        rx="3.5"
        style={delay(1)}
      />
      <rect
        className="ill-muted anim-grow"
        x="38"
        y="154"
        width="150"
        height="7"
        rx="3.5"
        style={delay(1.2)}
      />
      <g className="anim-pop" style={delay(1.5)}>
        <SketchLabel kind="button" box={[196, 178, 94, 24, 12]} baseline={194}>
          Enregistrer
        </SketchLabel>
      </g>
      <g className="anim-pop" style={delay(1.9)}>
        <circle className="ill-success" cx="280" cy="64" r="15" />
        <path className="ill-check" d="M273 64l5 5 9-10" />
      </g>
    </Frame>
  );
}

function CatalogueIllustration() {
  const tiles = [0, 1, 2, 3, 4, 5];
  return (
    <Frame label="Animation : des produits et services se rangent dans le catalogue">
      <rect
        className="ill-chip anim-slide"
        x="30"
        y="40"
        width="70"
        height="18"
        rx="9"
        style={delay(0.1)}
      />
      <rect
        className="ill-chip-soft anim-slide"
        x="106"
        y="40"
        width="58"
        height="18"
        rx="9"
        style={delay(0.2)}
      />
      <rect
        className="ill-chip-soft anim-slide"
        x="170"
        y="40"
        width="64"
        height="18"
        rx="9"
        style={delay(0.3)}
      />
      {tiles.map((tile) => {
        const x = 30 + (tile % 3) * 88;
        const y = 70 + Math.floor(tile / 3) * 68;
        return (
          <g key={tile} className="anim-pop" style={delay(0.45 + tile * 0.18)}>
            <rect className="ill-tile" x={x} y={y} width="76" height="58" rx="10" />
            <rect
              className={tile % 2 ? 'ill-accent-soft' : 'ill-soft'}
              x={x + 8}
              y={y + 8}
              width="26"
              height="26"
              rx="6"
            />
            <rect className="ill-ink" x={x + 40} y={y + 12} width="28" height="7" rx="3.5" />
            <rect className="ill-muted" x={x + 40} y={y + 24} width="20" height="6" rx="3" />
            <rect className="ill-muted" x={x + 8} y={y + 42} width="44" height="6" rx="3" />
          </g>
        );
      })}
    </Frame>
  );
}

function QuoteIllustration() {
  const rows = [0, 1, 2];
  return (
    <Frame label="Animation : un devis se construit ligne par ligne jusqu’au total">
      <rect className="ill-paper" x="62" y="36" width="196" height="168" rx="8" />
      <text className="ill-doc-title" x="76" y="58">
        DEV-2026-0001
      </text>
      <rect className="ill-muted" x="208" y="50" width="36" height="8" rx="4" />
      {rows.map((row) => (
        <g key={row} className="anim-slide" style={delay(0.3 + row * 0.3)}>
          <rect className="ill-soft" x="76" y={76 + row * 24} width="12" height="12" rx="3" />
          <rect
            className="ill-ink"
            x="94"
            y={79 + row * 24}
            width={70 - row * 12}
            height="7"
            rx="3.5"
          />
          <rect className="ill-muted" x="204" y={79 + row * 24} width="40" height="7" rx="3.5" />
        </g>
      ))}
      <line className="ill-rule anim-grow" x1="76" y1="152" x2="244" y2="152" style={delay(1.3)} />
      <g className="anim-pop" style={delay(1.6)}>
        <SketchLabel kind="total" box={[150, 160, 94, 26, 6]} baseline={178}>
          Total TTC
        </SketchLabel>
      </g>
      <g className="anim-drop" style={delay(2.1)}>
        <SketchLabel kind="danger-button" box={[238, 146, 44, 26, 6]} baseline={163}>
          PDF
        </SketchLabel>
      </g>
    </Frame>
  );
}

function InvoiceIllustration() {
  return (
    <Frame label="Animation : le devis devient une facture numérotée et validée">
      <g className="anim-fade-out" style={delay(0.2)}>
        <PaperDocument
          paper={{ x: 30, y: 50, width: 100, height: 130, rx: 8 }}
          title={{ text: 'DEVIS', x: 40, y: 70 }}
          lines={{ y: 82, gap: 14, widths: [70, 56, 64] }}
        />
      </g>
      <path className="ill-arrow anim-draw" d="M138 115h40m-10-10 10 10-10 10" style={delay(0.6)} />
      <g className="anim-slide-left" style={delay(1)}>
        <PaperDocument
          strong
          paper={{ x: 186, y: 40, width: 108, height: 150, rx: 8 }}
          title={{ text: 'FAC-2026-0001', x: 196, y: 62 }}
          lines={{ y: 76, gap: 14, widths: [76, 60, 68] }}
        />
        <rect className="ill-accent-soft" x="226" y="150" width="58" height="22" rx="5" />
      </g>
      <g className="anim-stamp" style={delay(1.7)}>
        <SketchLabel kind="stamp" box={[200, 116, 82, 26, 5]} baseline={134}>
          VALIDÉE
        </SketchLabel>
      </g>
    </Frame>
  );
}

const ILLUSTRATIONS: Record<StepId, () => ReactNode> = {
  client: ClientIllustration,
  catalogue: CatalogueIllustration,
  devis: QuoteIllustration,
  facture: InvoiceIllustration,
};

/** Short CSS animations drawn inline (no video, no external asset); still under reduced motion. */
export function StepIllustration({ step }: { step: StepId }) {
  const Illustration = ILLUSTRATIONS[step];
  return (
    <div className="step-illustration__wrapper">
      <Illustration />
    </div>
  );
}
