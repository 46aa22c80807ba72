import {
  MSG_PRODUCT_CATEGORY_REQUIRED,
  MSG_PRODUCT_NAME_REQUIRED,
  MSG_PRODUCT_PRICE_REQUIRED,
  MSG_PRODUCT_STOCK_REQUIRED,
  type CategoryListResponse,
  type ProductDto,
} from '@app/shared/catalogue';
import { formatEurosAmount } from '@app/shared/format';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { deleteProduct, saveProduct, type ProductDraft } from './catalogue.api';
import { FileInput } from '../../components/FileInput';
import { FormDialog } from '../../components/FormDialog';
import { NumberInput } from '../../components/NumberInput';
import { SelectInput } from '../../components/SelectInput';
import { TextInput } from '../../components/TextInput';
import { matchesName, matchesProductFilters } from './catalogue-filters';
import { CheckboxFilter } from './CheckboxFilter';

export const MSG_PRODUCT_SAVE_FAILED = "Erreur lors de l'ajout du produit";
export const MSG_PRODUCT_DELETE_FAILED = 'Erreur lors de la suppression du produit';

const EMPTY: ProductDraft = {
  name: '',
  price: null,
  category_id: null,
  subCategory_id: null,
  stock: null,
  image: null,
};

export function ProductsTab({
  products,
  categories,
  onChange,
}: {
  products: ProductDto[];
  categories: CategoryListResponse;
  onChange: (products: ProductDto[]) => void;
}) {
  const [search, setSearch] = useState('');
  const [categoryFilter, setCategoryFilter] = useState<number | null>(null);
  const [subFilter, setSubFilter] = useState<number | null>(null);
  const [editing, setEditing] = useState<ProductDto | 'new' | null>(null);
  const [draft, setDraft] = useState<ProductDraft>(EMPTY);
  const [saving, setSaving] = useState(false);

  const shown = useMemo(
    () =>
      products.filter(
        (product) =>
          matchesName(product.name, search) &&
          matchesProductFilters(product, categoryFilter, subFilter),
      ),
    [products, search, categoryFilter, subFilter],
  );

  const open = (product: ProductDto | 'new') => {
    setEditing(product);
    setDraft(
      product === 'new'
        ? EMPTY
        : {
            name: product.name,
            price: product.price,
            category_id: product.category_id,
            subCategory_id: product.subCategory_id,
            stock: product.stock,
            image: null,
          },
    );
  };

  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) =>
    setDraft((previous) => ({ ...previous, [key]: value }));

  const save = async () => {
    const missing = !draft.name.trim()
      ? MSG_PRODUCT_NAME_REQUIRED
      : draft.price === null
        ? MSG_PRODUCT_PRICE_REQUIRED
        : draft.category_id === null
          ? MSG_PRODUCT_CATEGORY_REQUIRED
          : draft.stock === null
            ? MSG_PRODUCT_STOCK_REQUIRED
            : undefined;
    if (missing) {
      toast.error(missing);
      return;
    }
    setSaving(true);
    try {
      const result = await saveProduct(
        draft,
        editing === 'new' || !editing ? undefined : editing.product_id,
      );
      if (!result) return;
      toast.success(result.message);
      const others = products.filter((product) => product.product_id !== result.product.product_id);
      onChange([...others, result.product].sort((a, b) => a.name.localeCompare(b.name, 'fr')));
      setEditing(null);
    } catch {
      toast.error(MSG_PRODUCT_SAVE_FAILED);
    } finally {
      setSaving(false);
    }
  };

  const remove = async (product: ProductDto) => {
    setSaving(true);
    try {
      const result = await deleteProduct(product.product_id);
      if (!result) return;
      toast.success(result.message);
      onChange(products.filter((row) => row.product_id !== product.product_id));
      setEditing(null);
    } catch {
      toast.error(MSG_PRODUCT_DELETE_FAILED);
    } finally {
      setSaving(false);
    }
  };

  const categoryName = (id: number) => categories.categorys.find((c) => c.category_id === id)?.name;

  return (
    <div className="catalogue-tab catalogue-tab--products">
      <aside className="catalogue-filters" aria-label="Filtres des produits">
        <CheckboxFilter
          legend="Catégories"
          options={categories.categorys.map((c) => ({ id: c.category_id, name: c.name }))}
          value={categoryFilter}
          onChange={setCategoryFilter}
        />
        <CheckboxFilter
          legend="Sous-catégories"
          options={categories.subCategories.map((c) => ({ id: c.sub_category_id, name: c.name }))}
          value={subFilter}
          onChange={setSubFilter}
        />
      </aside>
      <div className="catalogue-main">
        <TextInput
          type="search"
          label="Rechercher un produit"
          value={search}
          onChange={setSearch}
          placeholder="Nom du produit"
          fieldClass="search-field"
        />
        <ul className="catalogue-cards" aria-label="Produits">
          <li>
            <button
              type="button"
              className="catalogue-card catalogue-card--add"
              onClick={() => open('new')}
            >
              <span aria-hidden="true">＋</span> Ajouter un produit
            </button>
          </li>
          {shown.map((product) => (
            <li key={product.product_id}>
              <button
                type="button"
                className="catalogue-card"
                aria-label={`Modifier ${product.name}`}
                onClick={() => open(product)}
              >
                {product.image ? (
                  <img
                    className="catalogue-card__image"
                    src={product.image}
                    alt=""
                    loading="lazy"
                  />
                ) : (
                  <span
                    className="catalogue-card__image catalogue-card__image--empty"
                    aria-hidden="true"
                  />
                )}
                <span className="catalogue-card__name">{product.name}</span>
                <span className="catalogue-card__meta">
                  {formatEurosAmount(product.price)} · Stock : {product.stock}
                </span>
                <span className="catalogue-card__meta">
                  {categoryName(product.category_id) ?? ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {shown.length === 0 && products.length > 0 ? (
          <p className="empty-state">Aucun produit ne correspond à la recherche ou aux filtres.</p>
        ) : null}
      </div>

      <FormDialog
        open={editing !== null}
        title={editing === 'new' ? 'Nouveau produit' : 'Modifier le produit'}
        submitLabel={editing === 'new' ? 'Ajouter le produit' : 'Enregistrer'}
        onSubmit={() => void save()}
        onClose={() => setEditing(null)}
        loading={saving}
        extraActions={
          editing && editing !== 'new' ? (
            <button
              type="button"
              className="button button--danger"
              disabled={saving}
              onClick={() => void remove(editing)}
            >
              Supprimer
            </button>
          ) : null
        }
      >
        <TextInput
          label="Nom"
          required
          value={draft.name}
          onChange={(value) => set('name', value)}
        />
        <NumberInput
          label="Prix (€)"
          required
          value={draft.price}
          onChange={(value) => set('price', value)}
        />
        <SelectInput
          label="Catégorie"
          required
          placeholder="Choisir une catégorie"
          value={draft.category_id}
          onChange={(value) => set('category_id', value)}
          options={categories.categorys.map((c) => ({ value: c.category_id, label: c.name }))}
        />
        <SelectInput
          label="Sous-catégorie"
          placeholder="Aucune"
          value={draft.subCategory_id}
          onChange={(value) => set('subCategory_id', value)}
          options={categories.subCategories.map((c) => ({
            value: c.sub_category_id,
            label: c.name,
          }))}
        />
        <NumberInput
          label="Stock"
          required
          value={draft.stock}
          onChange={(value) => set('stock', value)}
        />
        <FileInput
          label="Image"
          accept="image/png,image/jpeg,image/svg+xml,image/webp"
          file={draft.image}
          onChange={(file) => set('image', file)}
        />
      </FormDialog>
    </div>
  );
}
