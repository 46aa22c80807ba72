import { addOrganizationUserSchema } from '@app/shared/organization';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { addOrganizationUser } from '../../api/organization';
import { EmailInput } from '../../components/EmailInput';
import { LoadingButton } from '../../components/LoadingButton';
import { reportInvalid } from '../../lib/validation';

const ID = 'add-member';

/** Adds an existing account to the organization by its email. */
export function AddMemberTab({ onMembersChanged }: { onMembersChanged: () => void }) {
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const parsed = addOrganizationUserSchema.safeParse({ email });
    if (!parsed.success) return reportInvalid(parsed.error, ID);
    setSubmitting(true);
    try {
      const result = await addOrganizationUser(parsed.data.email);
      if (!result) return;
      toast.success(result.message);
      setEmail('');
      onMembersChanged();
    } catch {
      // Network failure: the fetch helper already showed it.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      className="organization-section narrow-form"
      aria-label="Ajouter un membre"
      noValidate
      onSubmit={handleSubmit}
    >
      <p>La personne doit déjà avoir un compte et ne faire partie d’aucune organisation.</p>
      <EmailInput
        id={`${ID}-email`}
        label="Email de l'utilisateur"
        value={email}
        onChange={setEmail}
        required
      />
      <LoadingButton type="submit" loading={submitting}>
        Ajouter à l'organisation
      </LoadingButton>
    </form>
  );
}
