import {
  MSG_PRODUCT_CATEGORY_REQUIRED,
  MSG_PRODUCT_NAME_REQUIRED,
  MSG_PRODUCT_PRICE_REQUIRED,
  MSG_PRODUCT_STOCK_REQUIRED,
  type CategoryListResponse,
  type ProductDto,
} from '@app/shared/catalogue';
import { formatEurosAmount } from '@app/shared/format';
import { useState } from 'react';
import { deleteProduct, getProductsPage, saveProduct, type ProductDraft } from './catalogue.api';
import type { EntityForm } from '../../components/lists/useEntityEditor';
import { bothWays, type SortOption } from '../../components/lists/SortSelect';
import type { PageRequest } from '../../components/lists/usePagedList';
import { CatalogueCards, NAME_AND_PRICE_SORTS } from './CatalogueCards';
import { CheckboxFilter } from './CheckboxFilter';
import { ProductFormFields } from './ProductFormFields';
import { checkedDraft, orToast } from './catalogue-forms';
import { DEFAULT_VAT_RATE } from './VatRateInput';
import { AREA_KEYS } from '../../api/query-client';

export const MSG_PRODUCT_SAVE_FAILED = "Erreur lors de l'ajout du produit";
export const MSG_PRODUCT_DELETE_FAILED = 'Erreur lors de la suppression du produit';

const EMPTY: ProductDraft = {
  name: '',
  price: null,
  category_id: null,
  subCategory_id: null,
  stock: null,
  tva_rate: DEFAULT_VAT_RATE,
  image: null,
};

export const PRODUCTS_PAGE_SIZE = 24;

const TEXTS = {
  search: 'Rechercher un produit',
  searchPlaceholder: 'Nom, catégorie ou sous-catégorie',
  list: 'Produits',
  add: 'Ajouter un produit',
  loadFailed: 'les produits',
  empty: 'Aucun produit pour le moment : ajoutez votre premier produit.',
  noMatch: 'Aucun produit ne correspond à la recherche ou aux filtres.',
};

/** The sorts of the paged call, as the select offers them. */
const SORTS: readonly SortOption[] = [
  ...NAME_AND_PRICE_SORTS,
  ...bothWays('stock', 'Stock croissant', 'Stock décroissant'),
  ...bothWays('category', 'Catégorie (A → Z)', 'Catégorie (Z → A)'),
];

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
      tva_rate: product.tva_rate,
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
      if (!result || 'refused' in result) return result;
      return { message: result.message, entity: result.product };
    },
    fields: (content) => <ProductFormFields {...content} categories={categories} />,
  };
}

const removeProduct = (product: ProductDto) =>
  orToast(deleteProduct(product.product_id), MSG_PRODUCT_DELETE_FAILED);

export function ProductsTab({ categories }: { categories: CategoryListResponse }) {
  const [categoryFilter, setCategoryFilter] = useState<number | null>(null);
  const [subFilter, setSubFilter] = useState<number | null>(null);
  // The server pages, sorts, searches and filters the products.
  const fetchProducts = (request: PageRequest, signal?: AbortSignal) =>
    getProductsPage(request, { categoryId: categoryFilter, subCategoryId: subFilter }, signal);
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
        queryKey={AREA_KEYS.products}
        fetchPage={fetchProducts}
        pageSize={PRODUCTS_PAGE_SIZE}
        sorts={SORTS}
        filters={`${categoryFilter}|${subFilter}`}
        filtered={categoryFilter !== null || subFilter !== null}
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
      />
    </div>
  );
}
