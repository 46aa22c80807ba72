import {
  MSG_CATEGORY_NAME_REQUIRED,
  type CategoryListResponse,
  type CategoryType,
} from '@app/shared/catalogue';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { deleteCategory, saveCategory, type CategoryDraft } from './catalogue.api';
import { ButtonSwitcher } from '../../components/ButtonSwitcher';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormDialog } from '../../components/FormDialog';
import { TextArea } from '../../components/TextArea';
import { TextInput } from '../../components/TextInput';
import { matchesName } from './catalogue-filters';

const TYPES = [
  { value: 'category', label: 'Catégorie' },
  { value: 'sub_category', label: 'Sous-Catégorie' },
] as const;

type Row = { id: number; name: string; description: string };

export function CategoriesTab({
  categories,
  onChange,
}: {
  categories: CategoryListResponse;
  onChange: (next: CategoryListResponse) => void;
}) {
  const [type, setType] = useState<CategoryType>('category');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [draft, setDraft] = useState<CategoryDraft>({ name: '', description: '' });
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<Row | null>(null);

  const rows: Row[] =
    type === 'category'
      ? categories.categorys.map((c) => ({
          id: c.category_id,
          name: c.name,
          description: c.description,
        }))
      : categories.subCategories.map((c) => ({
          id: c.sub_category_id,
          name: c.name,
          description: c.description,
        }));
  // Spec part 2 §2: the search runs over the name and the description.
  const shown = rows.filter(
    (row) => matchesName(row.name, search) || matchesName(row.description, search),
  );
  const noun = type === 'category' ? 'catégorie' : 'sous-catégorie';

  const open = (row: Row | 'new') => {
    setEditing(row);
    setDraft(
      row === 'new'
        ? { name: '', description: '' }
        : { name: row.name, description: row.description },
    );
  };

  const save = async () => {
    if (!draft.name.trim()) {
      toast.error(MSG_CATEGORY_NAME_REQUIRED);
      return;
    }
    setSaving(true);
    try {
      const result = await saveCategory(
        type,
        draft,
        editing === 'new' || !editing ? undefined : editing.id,
      );
      if (!result) return;
      toast.success(result.message);
      if (result.category) {
        const saved = result.category;
        const others = categories.categorys.filter((c) => c.category_id !== saved.category_id);
        onChange({
          ...categories,
          categorys: [...others, saved].sort((a, b) => a.name.localeCompare(b.name, 'fr')),
        });
      }
      if (result.subCategory) {
        const saved = result.subCategory;
        const others = categories.subCategories.filter(
          (c) => c.sub_category_id !== saved.sub_category_id,
        );
        onChange({
          ...categories,
          subCategories: [...others, saved].sort((a, b) => a.name.localeCompare(b.name, 'fr')),
        });
      }
      setEditing(null);
    } catch {
      // Network failure: the fetch helper already said so; the draft stays.
    } finally {
      setSaving(false);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setSaving(true);
    try {
      const result = await deleteCategory(type, deleting.id);
      if (!result) return;
      toast.success(result.message);
      onChange(
        type === 'category'
          ? {
              ...categories,
              categorys: categories.categorys.filter((c) => c.category_id !== deleting.id),
            }
          : {
              ...categories,
              subCategories: categories.subCategories.filter(
                (c) => c.sub_category_id !== deleting.id,
              ),
            },
      );
      setDeleting(null);
    } catch {
      // Network failure: the fetch helper already said so.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="catalogue-main">
      <div className="catalogue-categories__toolbar">
        <ButtonSwitcher
          label="Type"
          options={TYPES}
          value={type}
          onChange={(value) => {
            setType(value);
            setSearch('');
          }}
        />
        <button type="button" className="button button--primary" onClick={() => open('new')}>
          {type === 'category' ? 'Ajouter une catégorie' : 'Ajouter une sous-catégorie'}
        </button>
      </div>
      <TextInput
        type="search"
        label={type === 'category' ? 'Rechercher une catégorie' : 'Rechercher une sous-catégorie'}
        value={search}
        onChange={setSearch}
        placeholder="Nom ou description"
        fieldClass="search-field"
      />
      {shown.length === 0 ? (
        <p className="empty-state">
          {rows.length === 0
            ? `Aucune ${noun} pour le moment.`
            : 'Aucun résultat pour cette recherche.'}
        </p>
      ) : (
        <div className="table-wrapper">
          <table className="data-table">
            <caption className="sr-only">
              {type === 'category' ? 'Catégories' : 'Sous-catégories'}
            </caption>
            <thead>
              <tr>
                <th scope="col">Nom</th>
                <th scope="col">Description</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.id}>
                  <td data-label="Nom">{row.name}</td>
                  <td data-label="Description">{row.description || '–'}</td>
                  <td className="data-table__actions">
                    <button
                      type="button"
                      className="button button--secondary button--sm"
                      aria-label={`Modifier ${row.name}`}
                      onClick={() => open(row)}
                    >
                      Modifier
                    </button>
                    <button
                      type="button"
                      className="button button--danger button--sm"
                      aria-label={`Supprimer ${row.name}`}
                      onClick={() => setDeleting(row)}
                    >
                      Supprimer
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <FormDialog
        open={editing !== null}
        title={editing === 'new' ? `Nouvelle ${noun}` : `Modifier la ${noun}`}
        submitLabel={editing === 'new' ? 'Créer' : 'Enregistrer'}
        onSubmit={() => void save()}
        onClose={() => setEditing(null)}
        loading={saving}
      >
        <TextInput
          label="Nom"
          required
          value={draft.name}
          onChange={(name) => setDraft({ ...draft, name })}
        />
        <TextArea
          label="Description"
          value={draft.description}
          onChange={(description) => setDraft({ ...draft, description })}
        />
      </FormDialog>
      <ConfirmDialog
        open={deleting !== null}
        title="Etes vous sûr de vouloir supprimer?"
        message={deleting ? `La ${noun} « ${deleting.name} » sera supprimée.` : ''}
        confirmLabel="Supprimer"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        loading={saving}
      />
    </div>
  );
}
