import {
  MSG_PRODUCT_CATEGORY_REQUIRED,
  MSG_PRODUCT_NAME_REQUIRED,
  MSG_PRODUCT_PRICE_REQUIRED,
  MSG_PRODUCT_STOCK_REQUIRED,
  type CategoryListResponse,
  type ProductDto,
} from '@app/shared/catalogue';
import { formatEurosAmount } from '@app/shared/format';
import { useCallback, useState } from 'react';
import { deleteProduct, saveProduct, type ProductDraft } from './catalogue.api';
import type { EntityForm, Update } from '../../components/useEntityEditor';
import { matchesName, matchesProductFilters } from './catalogue-filters';
import { CatalogueCards } from './CatalogueCards';
import { CheckboxFilter } from './CheckboxFilter';
import { ProductFormFields } from './ProductFormFields';
import { byName, checkedDraft, orToast } from './catalogue-forms';

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

const TEXTS = {
  search: 'Rechercher un produit',
  searchPlaceholder: 'Nom du produit',
  list: 'Produits',
  add: 'Ajouter un produit',
  noMatch: 'Aucun produit ne correspond à la recherche ou aux filtres.',
};

function productForm(categories: CategoryListResponse): EntityForm<ProductDto, ProductDraft> {
  return {
    createTitle: 'Nouveau produit',
    editTitle: 'Modifier le produit',
    createLabel: 'Ajouter le produit',
    empty: EMPTY,
    draftOf: (product) => ({
      name: product.name,
      price: product.price,
      category_id: product.category_id,
      subCategory_id: product.subCategory_id,
      stock: product.stock,
      image: null,
    }),
    validate: (draft) =>
      checkedDraft([
        [!draft.name.trim(), MSG_PRODUCT_NAME_REQUIRED],
        [draft.price === null, MSG_PRODUCT_PRICE_REQUIRED],
        [draft.category_id === null, MSG_PRODUCT_CATEGORY_REQUIRED],
        [draft.stock === null, MSG_PRODUCT_STOCK_REQUIRED],
      ]),
    save: async (draft, product) => {
      const result = await orToast(
        saveProduct(draft, product?.product_id),
        MSG_PRODUCT_SAVE_FAILED,
      );
      return result && { message: result.message, entity: result.product };
    },
    order: byName,
    fields: (content) => <ProductFormFields {...content} categories={categories} />,
  };
}

const removeProduct = (product: ProductDto) =>
  orToast(deleteProduct(product.product_id), MSG_PRODUCT_DELETE_FAILED);

export function ProductsTab({
  products,
  categories,
  update,
}: {
  products: ProductDto[];
  categories: CategoryListResponse;
  update: Update<ProductDto>;
}) {
  const [categoryFilter, setCategoryFilter] = useState<number | null>(null);
  const [subFilter, setSubFilter] = useState<number | null>(null);
  const matches = useCallback(
    (product: ProductDto, search: string) =>
      matchesName(product.name, search) &&
      matchesProductFilters(product, categoryFilter, subFilter),
    [categoryFilter, subFilter],
  );
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
      <CatalogueCards
        texts={TEXTS}
        items={products}
        matches={matches}
        keyOf={(product) => product.product_id}
        nameOf={(product) => product.name}
        picture={(product) => product.image}
        details={(product) => (
          <>
            <span className="catalogue-card__meta">
              {formatEurosAmount(product.price)} · Stock : {product.stock}
            </span>
            <span className="catalogue-card__meta">{categoryName(product.category_id) ?? ''}</span>
          </>
        )}
        form={productForm(categories)}
        remove={removeProduct}
        update={update}
      />
    </div>
  );
}
