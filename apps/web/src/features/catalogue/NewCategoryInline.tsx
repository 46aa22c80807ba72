import { MSG_CATEGORY_NAME_REQUIRED } from '@app/shared/catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import toast from 'react-hot-toast';
import { isFieldRefusal } from '../../api/form-request';
import { AREA_KEYS } from '../../api/query-client';
import { PlainButton } from '../../components/buttons/PlainButton';
import { TextInput } from '../../components/inputs/TextInput';
import { saveCategory } from './catalogue.api';

/**
 * "Nouvelle catégorie" under the product dialog's category select: a name, Créer, and the new
 * category is chosen, without leaving the product being typed for the Catégories tab.
 */
export function NewCategoryInline({ onCreated }: { onCreated: (categoryId: number) => void }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();

  const create = async () => {
    if (!name.trim()) {
      setError(MSG_CATEGORY_NAME_REQUIRED);
      return;
    }
    setSaving(true);
    try {
      const result = await saveCategory('category', { name, description: '' });
      if (!result) return;
      if (isFieldRefusal(result)) {
        setError(result.refused);
        return;
      }
      const created = result.category;
      if (!created) return;
      await queryClient.invalidateQueries({ queryKey: AREA_KEYS.categories });
      onCreated(created.category_id);
      toast.success(result.message);
      setOpen(false);
      setName('');
    } finally {
      setSaving(false);
    }
  };
  // Enter here creates the category; it must not submit the product's form around it.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void create();
  };

  if (!open) {
    return (
      <PlainButton variant="ghost" small onClick={() => setOpen(true)}>
        + Nouvelle catégorie
      </PlainButton>
    );
  }
  return (
    <div className="new-category" role="group" aria-label="Nouvelle catégorie">
      <TextInput
        id="new-category-name"
        label="Nom de la nouvelle catégorie"
        value={name}
        onChange={(value) => {
          setName(value);
          setError(undefined);
        }}
        onKeyDown={onKeyDown}
        error={error}
        autoFocus
      />
      <div className="new-category__actions">
        <PlainButton variant="secondary" small onClick={() => setOpen(false)} disabled={saving}>
          Annuler
        </PlainButton>
        <PlainButton variant="primary" small onClick={() => void create()} disabled={saving}>
          Créer la catégorie
        </PlainButton>
      </div>
    </div>
  );
}
