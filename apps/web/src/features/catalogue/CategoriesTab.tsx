import {
  MSG_CATEGORY_NAME_REQUIRED,
  type CategoryDto,
  type CategoryListResponse,
  type CategoryType,
  type SubCategoryDto,
} from '@app/shared/catalogue';
import { useMemo, useState } from 'react';
import { deleteCategory, saveCategory, type CategoryDraft } from './catalogue.api';
import { isFieldRefusal } from '../../api/form-request';
import { ButtonSwitcher } from '../../components/inputs/ButtonSwitcher';
import { EntityDialogs } from '../../components/lists/EntityDialogs';
import { EntityListHeader } from '../../components/lists/EntityListHeader';
import { EmptyList } from '../../components/lists/EntityListState';
import { EntitySearch } from '../../components/lists/EntitySearch';
import { EntityRowButtons } from '../../components/lists/EntityRowButtons';
import { ENTITY_PAGE_SIZE } from '../../components/lists/PagedEntityListPage';
import { SortableTable, type TableColumn } from '../../components/lists/SortableTable';
import { TextArea } from '../../components/inputs/TextArea';
import { TextInput } from '../../components/inputs/TextInput';
import { useEntityActions, type EntityForm } from '../../components/lists/useEntityEditor';
import { AREA_KEYS } from '../../api/query-client';
import { matchesName } from './catalogue-filters';
import { checkedDraft } from './catalogue-forms';

const TYPES = [
  { value: 'category', label: 'Catégorie' },
  { value: 'sub_category', label: 'Sous-Catégorie' },
] as const;

type Named = { name: string; description: string };

/** What differs between the categories and the sub-categories. */
interface Kind<T extends Named> {
  type: CategoryType;
  items: readonly T[];
  idOf: (row: T) => number;
  saved: (result: { category?: CategoryDto; subCategory?: SubCategoryDto }) => T | undefined;
}

const COLUMNS: readonly TableColumn<Named>[] = [
  { key: 'name', label: 'Nom', render: (row) => row.name },
  { key: 'description', label: 'Description', render: (row) => row.description || '–' },
];

// Spec part 2 §2: the search runs over the name and the description.
const matchesRow = (row: Named, search: string) =>
  matchesName(row.name, search) || matchesName(row.description, search);

function categoryForm<T extends Named>(
  { type, idOf, saved }: Kind<T>,
  noun: string,
): EntityForm<T, CategoryDraft> {
  return {
    createTitle: `Nouvelle ${noun}`,
    editTitle: `Modifier la ${noun}`,
    createLabel: 'Créer',
    empty: { name: '', description: '' },
    draftOf: (row) => ({ name: row.name, description: row.description }),
    validate: (draft) => checkedDraft([[!draft.name.trim(), MSG_CATEGORY_NAME_REQUIRED]]),
    save: async (draft, row) => {
      const result = await saveCategory(type, draft, row === null ? undefined : idOf(row));
      if (!result || isFieldRefusal(result)) return result;
      const entity = saved(result);
      return entity && { message: result.message, entity };
    },
    fields: ({ bind }) => (
      <>
        <TextInput label="Nom" required {...bind('name')} />
        <TextArea label="Description" {...bind('description')} />
      </>
    ),
  };
}

/** The table of one type, its switch to the other type, its dialogs. */
function CategoryList<T extends Named>({
  kind,
  onType,
}: {
  kind: Kind<T>;
  onType: (type: CategoryType) => void;
}) {
  const { type, idOf } = kind;
  const noun = type === 'category' ? 'catégorie' : 'sous-catégorie';
  const form = categoryForm(kind, noun);
  // The list is read whole (with the products' categories): searched here. The other type
  // starts with an empty search (the switch keeps the keyboard: the same list stays mounted).
  const [search, setSearch] = useState('');
  const [shownType, setShownType] = useState(type);
  if (shownType !== type) {
    setShownType(type);
    setSearch('');
  }
  const shown = useMemo(
    () => kind.items.filter((row) => matchesRow(row, search)),
    [kind.items, search],
  );
  const actions = useEntityActions({
    form,
    remove: (row) => deleteCategory(type, idOf(row)),
    queryKey: AREA_KEYS.categories,
  });

  return (
    <div className="catalogue-main">
      <EntityListHeader add={`Ajouter une ${noun}`} onAdd={() => actions.editor.open(null)}>
        <ButtonSwitcher label="Type" options={TYPES} value={type} onChange={onType} />
      </EntityListHeader>
      <EntitySearch
        label={`Rechercher une ${noun}`}
        placeholder="Nom ou description"
        value={search}
        onChange={setSearch}
      />
      <EmptyList
        total={kind.items.length}
        shown={shown.length}
        empty={`Aucune ${noun} pour le moment.`}
        noMatch="Aucun résultat pour cette recherche."
      />
      {shown.length > 0 ? (
        <SortableTable
          caption={type === 'category' ? 'Catégories' : 'Sous-catégories'}
          columns={COLUMNS}
          rows={shown}
          rowKey={idOf}
          actions={(row) => (
            <EntityRowButtons
              entity={row}
              nameOf={(named) => named.name}
              onEdit={actions.editor.open}
              onDelete={actions.deletion.ask}
            />
          )}
          pageSizes={[ENTITY_PAGE_SIZE]}
          resetKey={search}
        />
      ) : null}
      <EntityDialogs
        form={form}
        actions={actions}
        deletion={{ confirm: (row) => `La ${noun} « ${row.name} » sera supprimée.` }}
      />
    </div>
  );
}

export function CategoriesTab({ categories }: { categories: CategoryListResponse }) {
  const [type, setType] = useState<CategoryType>('category');
  return type === 'category' ? (
    <CategoryList
      onType={setType}
      kind={{
        type,
        items: categories.categorys,
        idOf: (row) => row.category_id,
        saved: (result) => result.category,
      }}
    />
  ) : (
    <CategoryList
      onType={setType}
      kind={{
        type,
        items: categories.subCategories,
        idOf: (row) => row.sub_category_id,
        saved: (result) => result.subCategory,
      }}
    />
  );
}
