import type { CategoryListResponse, ProductDto } from '@app/shared/catalogue';
import type { ProductDraft } from './catalogue.api';
import { FileInput } from '../../components/inputs/FileInput';
import { NumberInput } from '../../components/inputs/NumberInput';
import { SelectInput } from '../../components/inputs/SelectInput';
import { TextInput } from '../../components/inputs/TextInput';
import type { EntityFormContent } from '../../components/lists/useEntityEditor';
import { NewCategoryInline } from './NewCategoryInline';
import { VatRateInput } from './VatRateInput';

/** The product dialog's fields; a missing one is toasted on submit and marked under it. */
export function ProductFormFields({
  draft,
  bind,
  set,
  categories,
}: EntityFormContent<ProductDto, ProductDraft> & { categories: CategoryListResponse }) {
  return (
    <>
      <TextInput label="Nom" required {...bind('name')} />
      <NumberInput label="Prix (€)" required decimals={2} {...bind('price')} />
      <SelectInput
        label="Catégorie"
        required
        placeholder="Choisir une catégorie"
        {...bind('category_id')}
        options={categories.categorys.map((c) => ({ value: c.category_id, label: c.name }))}
      />
      <NewCategoryInline onCreated={set('category_id')} />
      <SelectInput
        label="Sous-catégorie"
        placeholder="Aucune"
        {...bind('subCategory_id')}
        options={categories.subCategories.map((c) => ({
          value: c.sub_category_id,
          label: c.name,
        }))}
      />
      <NumberInput label="Stock" required {...bind('stock')} />
      <VatRateInput {...bind('tva_rate')} />
      <FileInput
        label="Image"
        accept="image/png,image/jpeg,image/svg+xml,image/webp"
        file={draft.image}
        onChange={set('image')}
      />
    </>
  );
}
