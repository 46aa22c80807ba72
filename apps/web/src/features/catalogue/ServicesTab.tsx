import {
  MSG_SERVICE_DESCRIPTION_REQUIRED,
  MSG_SERVICE_NAME_REQUIRED,
  MSG_SERVICE_PRICE_REQUIRED,
  type ServiceDto,
} from '@app/shared/catalogue';
import { formatEurosAmount } from '@app/shared/format';
import { deleteService, saveService, type ServiceDraft } from './catalogue.api';
import { NumberInput } from '../../components/NumberInput';
import { TextArea } from '../../components/TextArea';
import { TextInput } from '../../components/TextInput';
import type { EntityForm, Update } from '../../components/useEntityEditor';
import { matchesName } from './catalogue-filters';
import { CatalogueCards } from './CatalogueCards';
import { byName, checkedDraft } from './catalogue-forms';

const TEXTS = {
  search: 'Rechercher un service',
  searchPlaceholder: 'Nom du service',
  list: 'Services',
  add: 'Ajouter un service',
};

const FORM: EntityForm<ServiceDto, ServiceDraft> = {
  createTitle: 'Nouveau service',
  editTitle: 'Modifier le service',
  createLabel: 'Ajouter le service',
  empty: { name: '', description: '', price: null },
  draftOf: (service) => ({
    name: service.name,
    description: service.description,
    price: service.price,
  }),
  validate: (draft) =>
    checkedDraft([
      [!draft.name.trim(), MSG_SERVICE_NAME_REQUIRED],
      [!draft.description.trim(), MSG_SERVICE_DESCRIPTION_REQUIRED],
      [draft.price === null, MSG_SERVICE_PRICE_REQUIRED],
    ]),
  save: async (draft, service) => {
    const result = await saveService(draft, service?.service_id);
    return result && { message: result.message, entity: result.service };
  },
  order: byName,
  fields: ({ draft, set }) => (
    <>
      <TextInput label="Nom" required value={draft.name} onChange={set('name')} />
      <TextArea
        label="Description"
        required
        value={draft.description}
        onChange={set('description')}
      />
      <NumberInput label="Prix (€)" required value={draft.price} onChange={set('price')} />
    </>
  ),
};

const matchesService = (service: ServiceDto, search: string) => matchesName(service.name, search);

export function ServicesTab({
  services,
  update,
}: {
  services: ServiceDto[];
  update: Update<ServiceDto>;
}) {
  return (
    <CatalogueCards
      texts={TEXTS}
      items={services}
      matches={matchesService}
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
      update={update}
    />
  );
}
