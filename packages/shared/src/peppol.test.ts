import { describe, expect, test } from 'vitest';
import { MSG_ENTERPRISE_NUMBER_INVALID, MSG_SIRET_INVALID } from './legal-identity';
import {
  checkParticipant,
  electronicAddressOf,
  MSG_PEPPOL_ID_MISSING,
  MSG_PEPPOL_PARTICIPANT_INVALID,
  MSG_PEPPOL_SCHEME_INVALID,
  MSG_SIREN_INVALID,
  parseParticipant,
  participantOfClient,
  participantOfOrganization,
  smlDnsName,
} from './peppol';

const ZONE = 'edelivery.tech.ec.europa.eu';

describe('participant identifiers', () => {
  test('Belgian and French numbers are checked and stored compact', () => {
    expect(checkParticipant('0208', '0123.456.749')).toEqual({
      ok: true,
      participant: { scheme: '0208', id: '0123456749' },
    });
    expect(checkParticipant('9925', 'be 0123 456 749')).toEqual({
      ok: true,
      participant: { scheme: '9925', id: 'BE0123456749' },
    });
    expect(checkParticipant('0002', '732 829 320')).toMatchObject({ ok: true });
    expect(checkParticipant('0009', '732 829 320 00074')).toMatchObject({ ok: true });
  });

  test('a wrong number names its field with a French message', () => {
    expect(checkParticipant('0208', '0123456789')).toEqual({
      ok: false,
      field: 'id',
      message: MSG_ENTERPRISE_NUMBER_INVALID,
    });
    expect(checkParticipant('0009', '73282932000075')).toMatchObject({
      field: 'id',
      message: MSG_SIRET_INVALID,
    });
    expect(checkParticipant('0002', '732829321')).toMatchObject({ message: MSG_SIREN_INVALID });
    expect(checkParticipant('0208', ' ')).toMatchObject({ message: MSG_PEPPOL_ID_MISSING });
    expect(checkParticipant('1234', '0123456749')).toEqual({
      ok: false,
      field: 'scheme',
      message: MSG_PEPPOL_SCHEME_INVALID,
    });
  });

  test('other member states are checked by the shape of their VAT number', () => {
    expect(checkParticipant('9930', 'DE123456789')).toMatchObject({ ok: true });
    expect(checkParticipant('9938', 'LU1234567')).toEqual({
      ok: false,
      field: 'id',
      message: 'Numéro de TVA invalide (format attendu : LU12345678)',
    });
  });

  test('`scheme:id` is parsed, with or without the ISO 6523 prefix', () => {
    expect(parseParticipant('iso6523-actorid-upis::0208:0123456749')).toMatchObject({
      ok: true,
      participant: { scheme: '0208', id: '0123456749' },
    });
    expect(parseParticipant('0123456749')).toMatchObject({
      message: MSG_PEPPOL_PARTICIPANT_INVALID,
    });
  });
});

describe('the participant of a party', () => {
  test('an organization: BE enterprise number, FR SIRET when filled, else SIREN', () => {
    const be = { country: 'BE', enterprise_number: '0123456749', siret: null } as const;
    expect(participantOfOrganization(be)).toEqual({ scheme: '0208', id: '0123456749' });
    const fr = { country: 'FR', enterprise_number: '732829320', siret: null } as const;
    expect(participantOfOrganization(fr)).toEqual({ scheme: '0002', id: '732829320' });
    expect(participantOfOrganization({ ...fr, siret: '73282932000074' })).toEqual({
      scheme: '0009',
      id: '73282932000074',
    });
  });

  test('a company client as its UBL addresses it; none for a person or an email', () => {
    const client = {
      client_type: 'company',
      country: 'BE',
      enterprise_number: '0123456749',
      vat_number: 'BE0123456749',
    } as const;
    expect(participantOfClient(client)).toEqual({ scheme: '0208', id: '0123456749' });
    expect(participantOfClient({ ...client, client_type: 'person' })).toBeNull();
    const german = { ...client, country: 'DE', enterprise_number: null } as const;
    expect(participantOfClient({ ...german, vat_number: 'de 123.456.789' })).toEqual({
      scheme: '9930',
      id: 'DE123456789',
    });
    expect(participantOfClient({ ...german, vat_number: null })).toBeNull();
    expect(participantOfClient({ ...client, enterprise_number: '0123456789' })).toBeNull();
  });
});

describe('the electronic address of an e-invoice party (BT-34/BT-49)', () => {
  const party = { enterprise_number: null, vat_number: null, siret: null, email: null };
  test.each([
    [
      'a SIRET first',
      { ...party, country: 'FR', enterprise_number: '732829320', siret: '73282932000074' },
      '0009:73282932000074',
    ],
    [
      'the registration',
      { ...party, country: 'NL', enterprise_number: '12345678', vat_number: 'NL123456789B01' },
      '0106:12345678',
    ],
    [
      'the VAT number where no registration scheme is known',
      { ...party, country: 'LU', enterprise_number: 'B123', vat_number: 'LU12345678' },
      '9938:LU12345678',
    ],
    [
      'the email last',
      { ...party, country: 'BE', vat_number: 'BE0123456749', email: 'a@b.be' },
      'EM:a@b.be',
    ],
  ] as const)('%s', (_label, addressed, expected) => {
    const address = electronicAddressOf(addressed);
    expect(address && `${address.scheme}:${address.id}`).toBe(expected);
  });
});

describe('the SML name', () => {
  // Vectors computed outside this code: printf %s '<value>' | sha256sum | xxd -r -p | base32,
  // padding removed, lower-cased. 0088:123abc is also the vector of published SML clients.
  test.each([
    ['0088', '123abc', 'y7dzfxaf3d4cjz4kcgrxtec6twvcga4ky7zwa5boif6mswd4tdrq'],
    ['0208', '0123456749', 'hqlnrkedej3xevnxcnqilr5gx4hmdn4lws23cztjymy4mhl3plla'],
    ['9925', 'BE0123456749', 'oz6jccb4ihirgnzlcvdumnn2akcxuru23mu4wa3vlzozrygsquca'],
    ['0009', '73282932000074', '4jc5teoq6swi3ldcn6zatqlzqqig4igvc46glt7p76f7mzkzgxfq'],
  ])('%s:%s', async (scheme, id, hash) => {
    expect(await smlDnsName({ scheme, id }, ZONE)).toBe(`${hash}.iso6523-actorid-upis.${ZONE}`);
  });
});
