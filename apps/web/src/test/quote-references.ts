import type { ProductDto, ServiceDto } from '@app/shared/catalogue';
import type { ClientDto } from '@app/shared/clients';
import type { EventDto } from '@app/shared/events';
import type { OrganizationDto } from '@app/shared/organization';
import { organization } from './fixtures';
import type { TestServer } from './http-server';

/** What the quote page reads besides the quotes; a list left out is empty. */
export interface QuoteReferences {
  organization?: OrganizationDto;
  products?: ProductDto[];
  services?: ServiceDto[];
  clients?: ClientDto[];
  events?: EventDto[];
}

/** Serves the quote page's reference calls: the organization and the lists its fields choose from. */
export function serveQuoteReferences(server: TestServer, references: QuoteReferences = {}) {
  server.route('GET /api/organization/getOrganization', {
    body: { organization: references.organization ?? organization() },
  });
  server.route('GET /api/products/list', { body: { products: references.products ?? [] } });
  server.route('GET /api/services/list', { body: { services: references.services ?? [] } });
  server.route('GET /api/clients/list', {
    body: { clients: references.clients ?? [], unauthorized: false },
  });
  server.route('GET /api/events/list', {
    body: { events: references.events ?? [], unauthorized: false },
  });
}
