// What the quote and sale forms pick from, read once from the catalogue and client lists.
import type { ProductDto, ServiceDto } from '@app/shared/catalogue';
import type { ClientDto } from '@app/shared/clients';
import type { DropdownOption } from './dropdown-option';

/** A product or service as a form line picks it. */
export interface CatalogueChoice {
  id: number;
  name: string;
  /** Euros, excluding VAT. */
  price: number;
  tva_rate: number;
  /** Products only: the quantity cannot go above it. */
  stock?: number;
}

/** Sorted by name in French order, accents and case aside. */
export function byName<T>(rows: readonly T[], name: (row: T) => string): T[] {
  return [...rows].sort((a, b) => name(a).localeCompare(name(b), 'fr', { sensitivity: 'base' }));
}

export function productChoices(
  products: readonly ProductDto[],
): (CatalogueChoice & { stock: number })[] {
  return byName(products, (product) => product.name).map((product) => ({
    id: product.product_id,
    name: product.name,
    price: product.price,
    tva_rate: product.tva_rate,
    stock: product.stock,
  }));
}

export function serviceChoices(services: readonly ServiceDto[]): CatalogueChoice[] {
  return byName(services, (service) => service.name).map((service) => ({
    id: service.service_id,
    name: service.name,
    price: service.price,
    tva_rate: service.tva_rate,
  }));
}

export function clientOptions(clients: readonly ClientDto[]): DropdownOption<number>[] {
  return byName(clients, (client) => client.client_name).map((client) => ({
    value: client.client_id,
    label: client.client_name,
  }));
}
