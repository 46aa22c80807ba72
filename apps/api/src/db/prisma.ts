import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.js';
import { SerialClient } from './serial-client.js';

export type Db = PrismaClient;

export function createPrisma(connectionString: string): PrismaClient {
  return new PrismaClient({
    // SerialClient: one transaction's queries run one at a time on its connection (serial-client.ts).
    adapter: new PrismaPg({ connectionString, Client: SerialClient }),
    // Creations of one organization queue on its counter and plan-limit row locks; under a burst
    // the default 2 s wait and 5 s run of an interactive transaction would turn that queue into
    // errors, so both are generous (a transaction still ends as soon as its work is done).
    transactionOptions: { maxWait: 15_000, timeout: 30_000 },
  });
}

/** A client or an interactive transaction: use cases accept either, so they compose in one transaction. */
export type DbOrTx = Omit<
  PrismaClient,
  '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'
>;
