import { MAX_FILE_BYTES, MSG_FILE_TOO_LARGE } from '@app/shared/files';
import { useEffect, useRef, useState } from 'react';
import { fieldErrorId, FormField, useField } from './FieldLabel';
import { PlainButton } from '../buttons/PlainButton';
import './FileInput.css';

export const MSG_NO_PREVIEW = 'Aperçu non disponible pour ce type de fichier';
export const FILE_BUTTON_TEXT = 'Choisir un fichier';
export const MSG_NO_FILE = 'Aucun fichier choisi';

type PreviewKind = 'pdf' | 'image' | 'none';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/svg+xml']);

export function previewKind(file: Pick<File, 'type'>): PreviewKind {
  if (file.type === 'application/pdf') return 'pdf';
  return IMAGE_TYPES.has(file.type) ? 'image' : 'none';
}

/** An object URL for the file, revoked when the file changes or the component unmounts. */
function useObjectUrl(file: File | null, enabled: boolean): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !enabled) {
      setUrl(null);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file, enabled]);
  return url;
}

export interface FileInputProps {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  accept?: string;
  required?: boolean;
  id?: string;
  name?: string;
  disabled?: boolean;
  fieldClass?: string;
  /** The form's message about this field, shown under it and tied to it. */
  error?: string | undefined;
}

export function FileInput({
  file,
  onChange,
  accept = 'application/pdf,image/jpeg,image/png,image/svg+xml,image/webp',
  ...props
}: FileInputProps) {
  // A file over the server's limit is refused here, before it travels: the one chosen before stays.
  const [tooLarge, setTooLarge] = useState(false);
  const { field, control, rest } = useField({
    ...props,
    error: tooLarge ? MSG_FILE_TOO_LARGE : props.error,
  });
  const nameId = `${field.inputId}-name`;
  const errorId = field.error ? fieldErrorId(field.inputId) : undefined;
  const inputRef = useRef<HTMLInputElement>(null);
  const kind = file ? previewKind(file) : 'none';
  const url = useObjectUrl(file, kind !== 'none');

  const clear = () => {
    if (inputRef.current) inputRef.current.value = '';
    setTooLarge(false);
    onChange(null);
  };

  return (
    <FormField {...field}>
      {/* The browser's own button and text follow its language: the native input lies, unseen,
          over a French button and the chosen file's name, and still takes clicks, the keyboard
          and dropped files. */}
      <div className="file-input">
        <input
          ref={inputRef}
          {...rest}
          {...control}
          aria-describedby={[errorId, nameId].filter(Boolean).join(' ')}
          type="file"
          className="file-input__native"
          accept={accept}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            const refused = chosen !== null && chosen.size > MAX_FILE_BYTES;
            setTooLarge(refused);
            if (!refused) onChange(chosen);
            else event.target.value = '';
          }}
        />
        <span className="file-input__button" aria-hidden="true">
          {FILE_BUTTON_TEXT}
        </span>
        <span
          id={nameId}
          className={file ? 'file-input__name file-input__name--chosen' : 'file-input__name'}
        >
          {file ? file.name : MSG_NO_FILE}
        </span>
      </div>
      {file ? (
        <div className="file-preview">
          <div className="file-preview__header">
            <PlainButton variant="ghost" small onClick={clear}>
              Retirer le fichier
            </PlainButton>
          </div>
          {kind === 'none' ? <p className="file-preview__empty">{MSG_NO_PREVIEW}</p> : null}
          {kind === 'image' && url ? (
            <img className="file-preview__image" src={url} alt={`Aperçu de ${file.name}`} />
          ) : null}
          {kind === 'pdf' && url ? (
            <object
              className="file-preview__pdf"
              data={url}
              type="application/pdf"
              aria-label={`Aperçu de ${file.name}`}
            >
              <a href={url} target="_blank" rel="noreferrer">
                Ouvrir le PDF
              </a>
            </object>
          ) : null}
        </div>
      ) : null}
    </FormField>
  );
}
