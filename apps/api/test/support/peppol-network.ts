// The Peppol network on loopback, for the lookup's tests: a real DNS server (UDP, dns-packet) that
// answers the SML's NAPTR records, and a real HTTP SMP that answers 200 for the document types a
// participant accepts and 404 for the others. Both count what they are asked.
import { createSocket } from 'node:dgram';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as dnsPacket from 'dns-packet';

/** RFC 1035 response codes, in the low bits of the header's flags. */
const SERVFAIL = 2;
const NXDOMAIN = 3;
const AUTHORITATIVE = 1 << 10;

export type SmlImitation = {
  /** `127.0.0.1:<port>`, for PEPPOL_DNS_SERVERS. */
  server: string;
  /** The names asked so far. */
  queries: string[];
  /** The name answers a U-NAPTR `Meta:SMP` record with this regexp. */
  register: (dnsName: string, regexp: string) => void;
  /** answer: as registered; servfail: SERVFAIL to everything; silent: no answer at all. */
  mode: 'answer' | 'servfail' | 'silent';
  close: () => Promise<void>;
};

function answerOf(
  query: dnsPacket.Packet,
  records: Map<string, string>,
  mode: 'answer' | 'servfail',
) {
  const [question] = query.questions ?? [];
  const regexp = question ? records.get(question.name.toLowerCase()) : undefined;
  const rcode = mode === 'servfail' ? SERVFAIL : regexp === undefined ? NXDOMAIN : 0;
  const answers: dnsPacket.Answer[] =
    regexp !== undefined && mode === 'answer' && question?.type === 'NAPTR'
      ? [
          {
            type: 'NAPTR',
            name: question.name,
            ttl: 60,
            data: {
              order: 100,
              preference: 10,
              flags: 'U',
              services: 'Meta:SMP',
              regexp,
              replacement: '',
            },
          },
        ]
      : [];
  return dnsPacket.encode({
    id: query.id,
    type: 'response',
    flags: AUTHORITATIVE | rcode,
    questions: query.questions,
    answers,
  });
}

export async function startSml(): Promise<SmlImitation> {
  const socket = createSocket('udp4');
  const records = new Map<string, string>();
  const sml: SmlImitation = {
    server: '',
    queries: [],
    register: (dnsName, regexp) => records.set(dnsName.toLowerCase(), regexp),
    mode: 'answer',
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
  socket.on('message', (message, from) => {
    let query: dnsPacket.Packet;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    sml.queries.push(query.questions?.[0]?.name ?? '');
    if (sml.mode === 'silent') return;
    socket.send(answerOf(query, records, sml.mode), from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  sml.server = `127.0.0.1:${(socket.address() as AddressInfo).port}`;
  return sml;
}

/** A loopback UDP port nobody listens on: a DNS server that is down. */
export async function closedUdpPort(): Promise<string> {
  const socket = createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  await new Promise<void>((resolve) => socket.close(() => resolve()));
  return `127.0.0.1:${port}`;
}

export type SmpImitation = {
  url: string;
  /** The decoded `<participant>/services/<document type>` asked so far. */
  requests: string[];
  /** The participant (`iso6523-actorid-upis::0208:…`) accepts these document type ids. */
  accept: (participant: string, documentTypes: string[]) => void;
  /** Every request answers 500 (an SMP that is down). */
  failing: boolean;
  close: () => Promise<void>;
};

export async function startSmp(): Promise<SmpImitation> {
  const accepted = new Map<string, Set<string>>();
  const smp: SmpImitation = {
    url: '',
    requests: [],
    accept: (participant, types) => accepted.set(participant.toLowerCase(), new Set(types)),
    failing: false,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = createServer((req, res) => {
    const [, participant = '', services, documentType = ''] = (req.url ?? '').split('/');
    const path = `${decodeURIComponent(participant)}/services/${decodeURIComponent(documentType)}`;
    smp.requests.push(path);
    if (smp.failing) {
      res.writeHead(500).end('down');
      return;
    }
    const known = accepted.get(decodeURIComponent(participant).toLowerCase());
    const found = services === 'services' && known?.has(decodeURIComponent(documentType));
    res.writeHead(found ? 200 : 404, { 'content-type': 'application/xml' });
    res.end(found ? '<SignedServiceMetadata/>' : '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  smp.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return smp;
}
