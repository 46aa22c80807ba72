/**
 * The line under a list's search saying its switch hides some documents (validated invoices,
 * finished quotes), with a button that turns the switch on: nothing looks lost.
 */
export function HiddenNotice({ text, onShow }: { text: string; onShow: () => void }) {
  return (
    <p className="document-list__hint list-hidden-notice">
      {text}{' '}
      <button type="button" className="button button--ghost button--sm" onClick={onShow}>
        Les afficher
      </button>
    </p>
  );
}
