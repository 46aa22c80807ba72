// GET /api/peppol/lookup through a real DNS server (the SML) and a real SMP on loopback: the
// participant's SML name, its NAPTR record, then the SMP's answer per document type.
import { MSG_ENTERPRISE_NUMBER_INVALID } from '@app/shared/legal-identity';
import {
  MSG_PEPPOL_ID_MISSING,
  MSG_PEPPOL_SCHEME_INVALID,
  MSG_PEPPOL_UNAVAILABLE,
  smlDnsName,
} from '@app/shared/peppol';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AppError } from '../src/errors/app-error.js';
import { lookupParticipant } from '../src/modules/peppol/lookup/lookup.service.js';
import { createTestContext, type TestContext } from './support/app.js';
import { signedInMember, type Member } from './support/factories.js';
import { expectAnswer, expectFailure } from './support/http.js';
import {
  closedUdpPort,
  startSml,
  startSmp,
  type SmlImitation,
  type SmpImitation,
} from './support/peppol-network.js';

const ZONE = 'sml.test';
const SUFFIX = `.iso6523-actorid-upis.${ZONE}`;
// Written out here, as the Peppol code lists spell them, rather than read from the code under test.
const INVOICE =
  'busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1';
const CREDIT_NOTE =
  'busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2::CreditNote##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1';
// base32(sha256('<scheme>:<id>' lower-cased)), lower-cased: computed with sha256sum and base32.
const NAMES = {
  '0208:0123456749': `hqlnrkedej3xevnxcnqilr5gx4hmdn4lws23cztjymy4mhl3plla${SUFFIX}`,
  '9925:BE0123456749': `oz6jccb4ihirgnzlcvdumnn2akcxuru23mu4wa3vlzozrygsquca${SUFFIX}`,
  '0009:73282932000074': `4jc5teoq6swi3ldcn6zatqlzqqig4igvc46glt7p76f7mzkzgxfq${SUFFIX}`,
};

let ctx: TestContext;
let sml: SmlImitation;
let smp: SmpImitation;
let member: Member;

beforeAll(async () => {
  sml = await startSml();
  smp = await startSmp();
  ctx = await createTestContext({
    PEPPOL_DNS_SERVERS: sml.server,
    PEPPOL_SML_ZONE: ZONE,
    PEPPOL_LOOKUP_TIMEOUT_MS: '500',
  });
  member = await signedInMember(ctx);
  sml.register(NAMES['0208:0123456749'], `!^.*$!${smp.url}!`);
  smp.accept('iso6523-actorid-upis::0208:0123456749', [INVOICE, CREDIT_NOTE]);
  sml.register(NAMES['0009:73282932000074'], `!^.*$!${smp.url}/!`);
  smp.accept('iso6523-actorid-upis::0009:73282932000074', [INVOICE]);
});
afterAll(async () => {
  await ctx.close();
  await sml.close();
  await smp.close();
});

const lookup = (scheme: string, id: string) =>
  member.api.get(
    `/api/peppol/lookup?scheme=${encodeURIComponent(scheme)}&id=${encodeURIComponent(id)}`,
  );

describe('GET /api/peppol/lookup', () => {
  test('a participant registered for invoices and credit notes', async () => {
    const res = await lookup('0208', '0123.456.749');
    expectAnswer(res, 200, {
      participant_id: '0208:0123456749',
      dns_name: NAMES['0208:0123456749'],
      registered: true,
      accepts_invoice: true,
      accepts_credit_note: true,
    });
    expect(sml.queries).toContain(NAMES['0208:0123456749']);
    expect(smp.requests).toEqual(
      expect.arrayContaining([
        `iso6523-actorid-upis::0208:0123456749/services/${INVOICE}`,
        `iso6523-actorid-upis::0208:0123456749/services/${CREDIT_NOTE}`,
      ]),
    );
  });

  test('a participant registered that takes invoices but not credit notes', async () => {
    const res = await lookup('0009', '732 829 320 00074');
    expectAnswer(res, 200, {
      participant_id: '0009:73282932000074',
      dns_name: NAMES['0009:73282932000074'],
      registered: true,
      accepts_invoice: true,
      accepts_credit_note: false,
    });
  });

  test('a participant the SML does not know (NXDOMAIN) is not registered, no SMP asked', async () => {
    const asked = smp.requests.length;
    const res = await lookup('9925', 'BE0123456749');
    expectAnswer(res, 200, {
      participant_id: '9925:BE0123456749',
      dns_name: NAMES['9925:BE0123456749'],
      registered: false,
      accepts_invoice: false,
      accepts_credit_note: false,
    });
    expect(smp.requests.length).toBe(asked);
  });

  test('an answer is kept: the same lookup again asks neither the DNS nor the SMP', async () => {
    const first = await lookup('0208', '0123456749');
    const queries = sml.queries.length;
    const requests = smp.requests.length;
    const again = await lookup('0208', '0123456749');
    expectAnswer(again, 200, first.body);
    expect([sml.queries.length, smp.requests.length]).toEqual([queries, requests]);
  });

  test('a DNS answering SERVFAIL, or not at all, is a 503 in French, and nothing is kept', async () => {
    try {
      sml.mode = 'servfail';
      expectFailure(await lookup('0002', '732829320'), 503, MSG_PEPPOL_UNAVAILABLE);
      sml.mode = 'silent';
      expectFailure(await lookup('0002', '732829320'), 503, MSG_PEPPOL_UNAVAILABLE);
    } finally {
      sml.mode = 'answer';
    }
    // Not kept: once the DNS answers again, the participant is looked up (NXDOMAIN here).
    const res = await lookup('0002', '732829320');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ participant_id: '0002:732829320', registered: false });
  });

  test('an SMP that fails is a 503 in French', async () => {
    const dnsName = await smlDnsName({ scheme: '0208', id: '0403170701' }, ZONE);
    sml.register(dnsName, `!^.*$!${smp.url}!`);
    smp.failing = true;
    try {
      expectFailure(await lookup('0208', '0403170701'), 503, MSG_PEPPOL_UNAVAILABLE);
    } finally {
      smp.failing = false;
    }
  });

  test('a NAPTR regexp other than the SML’s is never run: a 503', async () => {
    const dnsName = await smlDnsName({ scheme: '0208', id: '0987654394' }, ZONE);
    sml.register(dnsName, '!^(a+)+$!http://127.0.0.1:1/\\1!');
    expectFailure(await lookup('0208', '0987654394'), 503, MSG_PEPPOL_UNAVAILABLE);
  });

  test('a wrong scheme or number is a 400 naming its field', async () => {
    expectFailure(await lookup('1234', '0123456749'), 400, MSG_PEPPOL_SCHEME_INVALID, 'scheme');
    expectFailure(await lookup('0208', '0123456789'), 400, MSG_ENTERPRISE_NUMBER_INVALID, 'id');
    const noId = await member.api.get('/api/peppol/lookup?scheme=0208');
    expectFailure(noId, 400, MSG_PEPPOL_ID_MISSING, 'id');
  });

  test('a viewer may look up', async () => {
    const viewer = await signedInMember(ctx, { role: 'viewer' });
    const res = await viewer.api.get('/api/peppol/lookup?scheme=0208&id=0123456749');
    expect(res.status).toBe(200);
  });
});

describe('lookupParticipant (for the sending queue)', () => {
  test('a DNS server that is down is UNAVAILABLE', async () => {
    const config = { ...ctx.config, PEPPOL_DNS_SERVERS: await closedUdpPort() };
    const error = await lookupParticipant(config, '0208:0987654394').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'UNAVAILABLE', message: MSG_PEPPOL_UNAVAILABLE });
  });

  test('a participant that does not check out is BAD_REQUEST about `participant`', async () => {
    const error = await lookupParticipant(ctx.config, '0208-0123456749').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'BAD_REQUEST', field: 'participant' });
  });
});
