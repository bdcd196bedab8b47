import { funderContactUpdateSchema } from '@grantflow/validation/funder';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codedResolver } from '../../../lib/form-resolver.ts';
import type { FunderDetails, FunderLocation } from '../graphql/funder-profile.ts';
import { useUpdateFunder } from '../hooks/use-update-funder.ts';
import { contactValuesFrom, type FunderContactValues, toContactUpdateParams } from '../utils/contact-form.ts';
import { ContactDetails } from './contact-details.tsx';
import { ContactForm } from './contact-form.tsx';
import { ProfileCard } from './profile-card.tsx';

interface ContactCardProps {
  funder: FunderDetails;
  location: FunderLocation | null;
}

export function ContactCard({ funder, location }: ContactCardProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const { save, saving } = useUpdateFunder(funder.id);
  const form = useForm<FunderContactValues>({
    initialValues: contactValuesFrom(funder, location),
    validate: codedResolver(funderContactUpdateSchema),
  });

  async function submit() {
    // The card saves only when something changed (docs/product.md, Screens and routes).
    if (!form.isDirty()) {
      setEditing(false);
      return;
    }
    const parsed = funderContactUpdateSchema.parse(form.getValues());
    if (await save(toContactUpdateParams(parsed), t('funders.profile.contact_updated'))) {
      form.resetDirty();
      setEditing(false);
    }
  }

  function cancel() {
    form.reset();
    setEditing(false);
  }

  return (
    <ProfileCard title={t('funders.profile.contact_title')} editing={editing} onEdit={() => setEditing(true)}>
      {editing ? (
        <ContactForm form={form} saving={saving} onSubmit={() => void submit()} onCancel={cancel} />
      ) : (
        <ContactDetails funder={funder} location={location} />
      )}
    </ProfileCard>
  );
}
