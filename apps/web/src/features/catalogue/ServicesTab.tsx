import {
  MSG_SERVICE_DESCRIPTION_REQUIRED,
  MSG_SERVICE_NAME_REQUIRED,
  MSG_SERVICE_PRICE_REQUIRED,
  type ServiceDto,
} from '@app/shared/catalogue';
import { formatEurosAmount } from '@app/shared/format';
import { deleteService, getServicesPage, saveService, type ServiceDraft } from './catalogue.api';
import { NumberInput } from '../../components/inputs/NumberInput';
import { TextArea } from '../../components/inputs/TextArea';
import { TextInput } from '../../components/inputs/TextInput';
import type { EntityForm } from '../../components/lists/useEntityEditor';
import { CatalogueCards, NAME_AND_PRICE_SORTS } from './CatalogueCards';
import { checkedDraft } from './catalogue-forms';
import { DEFAULT_VAT_RATE, VatRateInput } from './VatRateInput';
import { AREA_KEYS } from '../../api/query-client';

export const SERVICES_PAGE_SIZE = 24;

const TEXTS = {
  search: 'Rechercher un service',
  searchPlaceholder: 'Nom ou description du service',
  list: 'Services',
  add: 'Ajouter un service',
  loadFailed: 'les services',
  empty: 'Aucun service pour le moment : ajoutez votre premier service.',
  noMatch: 'Aucun service ne correspond à la recherche.',
};

const FORM: EntityForm<ServiceDto, ServiceDraft> = {
  createTitle: 'Nouveau service',
  editTitle: 'Modifier le service',
  createLabel: 'Ajouter le service',
  empty: { name: '', description: '', price: null, tva_rate: DEFAULT_VAT_RATE },
  draftOf: (service) => ({
    name: service.name,
    description: service.description,
    price: service.price,
    tva_rate: service.tva_rate,
  }),
  validate: (draft) =>
    checkedDraft([
      [!draft.name.trim(), MSG_SERVICE_NAME_REQUIRED],
      [!draft.description.trim(), MSG_SERVICE_DESCRIPTION_REQUIRED],
      [draft.price === null, MSG_SERVICE_PRICE_REQUIRED],
    ]),
  save: async (draft, service) => {
    const result = await saveService(draft, service?.service_id);
    if (!result || 'refused' in result) return result;
    return { message: result.message, entity: result.service };
  },
  // A missing field is toasted on submit and marked under it.
  fields: ({ bind }) => (
    <>
      <TextInput label="Nom" required {...bind('name')} />
      <TextArea label="Description" required {...bind('description')} />
      <NumberInput label="Prix (€)" required decimals={2} {...bind('price')} />
      <VatRateInput {...bind('tva_rate')} />
    </>
  ),
};

export function ServicesTab() {
  // The server pages, sorts and searches the services.
  return (
    <CatalogueCards
      texts={TEXTS}
      queryKey={AREA_KEYS.services}
      fetchPage={getServicesPage}
      pageSize={SERVICES_PAGE_SIZE}
      sorts={NAME_AND_PRICE_SORTS}
      keyOf={(service) => service.service_id}
      nameOf={(service) => service.name}
      details={(service) => (
        <>
          <span className="catalogue-card__meta">{formatEurosAmount(service.price)}</span>
          <span className="catalogue-card__description">{service.description}</span>
        </>
      )}
      form={FORM}
      remove={(service) => deleteService(service.service_id)}
    />
  );
}
