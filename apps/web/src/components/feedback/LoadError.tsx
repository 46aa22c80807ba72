export interface LoadErrorProps {
  /** What could not be read, as the sentence names it: "les devis", "le catalogue". */
  what: string;
  onRetry: () => void;
  className?: string;
}

/** A list or screen that could not be read: says so in French and offers to try again. */
export function LoadError({ what, onRetry, className = 'inline-error' }: LoadErrorProps) {
  return (
    <div className={className} role="alert">
      <p>Impossible de charger {what} pour le moment.</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Réessayer
      </button>
    </div>
  );
}
