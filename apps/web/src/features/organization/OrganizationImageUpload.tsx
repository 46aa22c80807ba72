import type { OrganizationFileType } from '@app/shared/organization';
import { useId, useState } from 'react';
import { updateOrganizationFile } from './organization.api';
import { FileInput } from '../../components/inputs/FileInput';
import { LoadingButton } from '../../components/buttons/LoadingButton';
import { announced } from '../../lib/server-result';

const IMAGE_TYPES = 'image/jpeg,image/png,image/svg+xml,image/webp';

export interface OrganizationImageUploadProps {
  fileType: OrganizationFileType;
  /** 'Logo', 'Image de fond'. */
  title: string;
  /** Label of the file input ('Nouveau logo'). */
  inputLabel: string;
  /** Text alternative of the stored image ('Logo actuel'). */
  currentAlt: string;
  /** URL of the stored image, or null. */
  currentUrl: string | null;
  onUpdated: (url: string | null) => void;
}

/** The current image, a file input with preview and its own 'Enregistrer' button. */
export function OrganizationImageUpload({
  fileType,
  title,
  inputLabel,
  currentAlt,
  currentUrl,
  onUpdated,
}: OrganizationImageUploadProps) {
  const titleId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      const result = await updateOrganizationFile(fileType, file);
      if (!announced(result)) return;
      onUpdated(result[fileType] ?? currentUrl);
      setFile(null);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="image-upload" aria-labelledby={titleId}>
      <h3 id={titleId} className="image-upload__title">
        {title}
      </h3>
      <div className="image-upload__current">
        {currentUrl ? (
          <img src={currentUrl} alt={currentAlt} className="image-upload__image" />
        ) : (
          <p className="empty-state">Aucune image enregistrée.</p>
        )}
      </div>
      <FileInput label={inputLabel} file={file} onChange={setFile} accept={IMAGE_TYPES} />
      <LoadingButton loading={saving} onClick={() => void save()}>
        Enregistrer
      </LoadingButton>
    </section>
  );
}
