import { Anchor, List, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BreakableAddress } from '../../../ui/breakable-address.tsx';
import type { FunderDetails, FunderLocation } from '../graphql/funder-profile.ts';
import { splitKeyContacts } from '../utils/key-contacts.ts';

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

interface ContactDetailsProps {
  funder: FunderDetails;
  location: FunderLocation | null;
}

/** The contact card's read-only view: type, e-mail, phone, website, score, key contacts and address. */
export function ContactDetails({ funder, location }: ContactDetailsProps) {
  const { t } = useTranslation();
  const dash = t('funders.list.no_value');
  const contacts = splitKeyContacts(funder.keyContacts);
  const address = addressLines(location);
  return (
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
  );
}
