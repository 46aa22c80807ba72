import type { ProductDto } from '@app/shared/catalogue';
import type { ClientDto } from '@app/shared/clients';
import type { Country } from '@app/shared/legal-identity';
import type { OrganizationDto } from '@app/shared/organization';
import type { DropdownOption } from '../../lib/dropdown-option';
import { clientOptions, productChoices, type CatalogueChoice } from '../../lib/picker-choices';

/** What every document form picks from: products, clients and the organization's VAT setup. */
export interface DocumentReferences {
  products: readonly (CatalogueChoice & { stock: number })[];
  clients: readonly DropdownOption<number>[];
  isVatSubject: boolean;
  /** The organization's country: the franchise mention under the totals follows it. */
  country: Country;
}

/** The references of a document form, from the lists as read. */
export function documentReferences(lists: {
  organization: OrganizationDto;
  products: readonly ProductDto[];
  clients: readonly ClientDto[];
}): DocumentReferences {
  return {
    isVatSubject: lists.organization.is_vat_subject,
    country: lists.organization.country,
    products: productChoices(lists.products),
    clients: clientOptions(lists.clients),
  };
}
