import { formatZipcode } from '@grantflow/validation/fields';
import { funderContactUpdateSchema } from '@grantflow/validation/funder';
import { Anchor, List, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codedResolver, errorText } from '../../../lib/form-resolver.ts';
import { BreakableAddress } from '../../../ui/breakable-address.tsx';
import { FormActions } from '../../../ui/form-actions.tsx';
import type { FunderDetails, FunderLocation } from '../graphql/funder-profile.ts';
import { useUpdateFunder } from '../hooks/use-update-funder.ts';
import { contactValuesFrom, type FunderContactValues, toContactUpdateParams } from '../utils/contact-form.ts';
import { splitKeyContacts } from '../utils/key-contacts.ts';
import { maskPhone } from '../utils/phone-mask.ts';
import { ComplexityScoreInput } from './complexity-score-input.tsx';
import { FunderTypeSelect } from './funder-type-select.tsx';
import { ProfileCard } from './profile-card.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {/* E-mail and web addresses are single long words: on a phone they ran out of the card. */}
      <div style={{ overflowWrap: 'anywhere' }}>{children}</div>
    </div>
  );
}

function addressLines(location: FunderLocation | null): string[] {
  if (!location) return [];
  const cityLine = [location.city, [location.state, location.zipcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [location.streetAddress, location.complement, cityLine].filter((line): line is string =>
    Boolean(line),
  );
}

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
  const dash = t('funders.list.no_value');
  const contacts = splitKeyContacts(funder.keyContacts);
  const address = addressLines(location);

  const input = (path: keyof FunderContactValues) => {
    const props = form.getInputProps(path);
    return { ...props, error: errorText(props.error) };
  };

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
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('funders.fields.name')} required {...input('name')} />
              <FunderTypeSelect required {...input('type')} />
              <TextInput label={t('funders.fields.email')} type="email" {...input('email')} />
              <TextInput
                label={t('funders.fields.phone')}
                type="tel"
                {...input('phone')}
                onChange={(event) => form.setFieldValue('phone', maskPhone(event.currentTarget.value))}
              />
              <TextInput label={t('funders.fields.website')} {...input('website')} />
              <ComplexityScoreInput {...input('complexityScore')} />
            </SimpleGrid>
            <TextInput
              label={t('funders.fields.key_contacts')}
              description={t('funders.fields.key_contacts_hint')}
              {...input('keyContacts')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('funders.fields.street_address')} {...input('streetAddress')} />
              <TextInput label={t('funders.fields.complement')} {...input('complement')} />
              <TextInput label={t('funders.fields.city')} {...input('city')} />
              <TextInput label={t('funders.fields.state')} {...input('state')} />
              <TextInput
                label={t('funders.fields.zipcode')}
                inputMode="numeric"
                {...input('zipcode')}
                onChange={(event) => form.setFieldValue('zipcode', formatZipcode(event.currentTarget.value))}
              />
            </SimpleGrid>
            <FormActions
              cancelLabel={t('funders.profile.cancel')}
              onCancel={cancel}
              submitLabel={t('funders.profile.save')}
              loading={saving}
            />
          </Stack>
        </form>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Field label={t('funders.fields.type')}>{t(`funders.types.${funder.type}`)}</Field>
          <Field label={t('funders.fields.email')}>
            {funder.email ? (
              <Anchor href={`mailto:${funder.email}`}>
                <BreakableAddress>{funder.email}</BreakableAddress>
              </Anchor>
            ) : (
              dash
            )}
          </Field>
          <Field label={t('funders.fields.phone')}>{funder.phone || dash}</Field>
          <Field label={t('funders.fields.website')}>
            {funder.website ? (
              <Anchor href={funder.website} target="_blank" rel="noopener noreferrer">
                <BreakableAddress>{funder.website}</BreakableAddress>
              </Anchor>
            ) : (
              dash
            )}
          </Field>
          <Field label={t('funders.fields.complexity_score')}>{funder.complexityScore ?? dash}</Field>
          <Field label={t('funders.fields.key_contacts')}>
            {contacts.length > 0 ? (
              <List size="sm">
                {contacts.map((contact) => (
                  <List.Item key={contact}>{contact}</List.Item>
                ))}
              </List>
            ) : (
              <Text c="dimmed">{t('funders.profile.no_key_contacts')}</Text>
            )}
          </Field>
          <Field label={t('funders.fields.street_address')}>
            {address.length > 0 ? (
              address.map((line) => <div key={line}>{line}</div>)
            ) : (
              <Text c="dimmed">{t('funders.profile.no_location')}</Text>
            )}
          </Field>
        </SimpleGrid>
      )}
    </ProfileCard>
  );
}
