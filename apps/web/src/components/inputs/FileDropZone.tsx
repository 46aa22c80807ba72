import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { LoadingButton } from '../buttons/LoadingButton';
import { Spinner } from '../feedback/Spinner';
import './FileDropZone.css';

type Props = {
  /** The `id` of the file input (the section's title derives from it). */
  inputId: string;
  /** The button's text, also the file input's accessible name. */
  label: string;
  /** The sentence inside the zone, before the button. */
  prompt: string;
  accept: string;
  sending: boolean;
  /** What the spinner says while the file travels. */
  sendingLabel: string;
  onFile: (file: File) => void;
  /** Shown after the button inside the zone (e.g. « Réessayer »). */
  children?: ReactNode;
};

/**
 * A zone to drop one file on, with a button opening the file picker for the keyboard and the
 * phone, and a spinner while the file travels: the bank statement's and the received invoice's.
 */
export function FileDropZone(props: Props) {
  const { inputId, label, prompt, accept, sending, sendingLabel, onFile, children } = props;
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <div
      className={over ? 'file-drop-zone is-over' : 'file-drop-zone'}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <p>{prompt}</p>
      <input
        ref={input}
        id={inputId}
        type="file"
        className="sr-only"
        tabIndex={-1}
        accept={accept}
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <LoadingButton loading={sending} onClick={() => input.current?.click()}>
        {label}
      </LoadingButton>
      {sending ? <Spinner label={sendingLabel} /> : null}
      {children}
    </div>
  );
}
