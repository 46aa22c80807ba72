import {
  MSG_SERVICE_DESCRIPTION_REQUIRED,
  MSG_SERVICE_NAME_REQUIRED,
  MSG_SERVICE_PRICE_REQUIRED,
  type ServiceDto,
} from '@app/shared/catalogue';
import { formatEurosAmount } from '@app/shared/format';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { deleteService, saveService, type ServiceDraft } from './catalogue.api';
import { FormDialog } from '../../components/FormDialog';
import { NumberInput } from '../../components/NumberInput';
import { TextArea } from '../../components/TextArea';
import { TextInput } from '../../components/TextInput';
import { matchesName } from './catalogue-filters';

const EMPTY: ServiceDraft = { name: '', description: '', price: null };

export function ServicesTab({
  services,
  onChange,
}: {
  services: ServiceDto[];
  onChange: (services: ServiceDto[]) => void;
}) {
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<ServiceDto | 'new' | null>(null);
  const [draft, setDraft] = useState<ServiceDraft>(EMPTY);
  const [saving, setSaving] = useState(false);

  const open = (service: ServiceDto | 'new') => {
    setEditing(service);
    setDraft(
      service === 'new'
        ? EMPTY
        : { name: service.name, description: service.description, price: service.price },
    );
  };

  const save = async () => {
    const missing = !draft.name.trim()
      ? MSG_SERVICE_NAME_REQUIRED
      : !draft.description.trim()
        ? MSG_SERVICE_DESCRIPTION_REQUIRED
        : draft.price === null
          ? MSG_SERVICE_PRICE_REQUIRED
          : undefined;
    if (missing) {
      toast.error(missing);
      return;
    }
    setSaving(true);
    try {
      const result = await saveService(
        draft,
        editing === 'new' || !editing ? undefined : editing.service_id,
      );
      if (!result) return;
      toast.success(result.message);
      const others = services.filter((service) => service.service_id !== result.service.service_id);
      onChange([...others, result.service].sort((a, b) => a.name.localeCompare(b.name, 'fr')));
      setEditing(null);
    } catch {
      // Network failure: the fetch helper already said so; the draft stays.
    } finally {
      setSaving(false);
    }
  };

  const remove = async (service: ServiceDto) => {
    setSaving(true);
    try {
      const result = await deleteService(service.service_id);
      if (!result) return;
      toast.success(result.message);
      onChange(services.filter((row) => row.service_id !== service.service_id));
      setEditing(null);
    } catch {
      // Network failure: the fetch helper already said so.
    } finally {
      setSaving(false);
    }
  };

  const shown = services.filter((service) => matchesName(service.name, search));
  return (
    <div className="catalogue-main">
      <TextInput
        type="search"
        label="Rechercher un service"
        value={search}
        onChange={setSearch}
        placeholder="Nom du service"
        fieldClass="search-field"
      />
      <ul className="catalogue-cards" aria-label="Services">
        <li>
          <button
            type="button"
            className="catalogue-card catalogue-card--add"
            onClick={() => open('new')}
          >
            <span aria-hidden="true">＋</span> Ajouter un service
          </button>
        </li>
        {shown.map((service) => (
          <li key={service.service_id}>
            <button
              type="button"
              className="catalogue-card"
              aria-label={`Modifier ${service.name}`}
              onClick={() => open(service)}
            >
              <span className="catalogue-card__name">{service.name}</span>
              <span className="catalogue-card__meta">{formatEurosAmount(service.price)}</span>
              <span className="catalogue-card__description">{service.description}</span>
            </button>
          </li>
        ))}
      </ul>
      <FormDialog
        open={editing !== null}
        title={editing === 'new' ? 'Nouveau service' : 'Modifier le service'}
        submitLabel={editing === 'new' ? 'Ajouter le service' : 'Enregistrer'}
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
          onChange={(name) => setDraft({ ...draft, name })}
        />
        <TextArea
          label="Description"
          required
          value={draft.description}
          onChange={(description) => setDraft({ ...draft, description })}
        />
        <NumberInput
          label="Prix (€)"
          required
          value={draft.price}
          onChange={(price) => setDraft({ ...draft, price })}
        />
      </FormDialog>
    </div>
  );
}
