// Runs the official Peppol BIS 3.0 and CEN EN 16931 Schematron rules in Node (node-schematron,
// XPath 3.1 through fontoxpath). The rule files are data kept outside the repository: they are
// read from EINVOICE_RULES_DIR, by default ../shared/einvoicing beside the checkout.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerCustomXPathFunction, Schema } from 'node-schematron';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The folder of the official rules and examples. */
export const rulesDir = path.resolve(
  process.env.EINVOICE_RULES_DIR ?? path.join(repositoryRoot, '..', 'shared', 'einvoicing'),
);

export type RuleSet = 'PEPPOL-EN16931-UBL' | 'CEN-EN16931-UBL' | 'CEN-EN16931-CII';

export type FailedAssert = { id: string; flag: string; message: string };

export type Validation = {
  ruleSet: RuleSet;
  /** Asserts the rule set holds (every <assert>), for the report. */
  rulesRun: number;
  /** Failed asserts flagged fatal (or without a flag, which Schematron treats as an error). */
  fatal: FailedAssert[];
  /** Failed asserts flagged warning: advice, not a rejection. */
  warnings: FailedAssert[];
};

type LoadedSchema = { schema: Schema; flags: Map<string, string>; asserts: number };
const loaded = new Map<RuleSet, LoadedSchema>();

/** The digits of a string as numbers (NaN for a non-digit). */
const digitsOf = (text: string) => [...text].map((ch) => ch.charCodeAt(0) - 48);
const isInteger = (text: string) => /^[+-]?\d+$/.test(text.trim());

/**
 * The `u:` helper functions of PEPPOL-EN16931-UBL.sch, written as XSLT functions there (which a
 * Schematron engine without XSLT does not run): each is the JavaScript of its XPath definition.
 */
const UTILS: Record<
  string,
  { params: string[]; returns: string; fn: (...args: never[]) => unknown }
> = {
  gln: {
    params: ['xs:anyAtomicType?'],
    returns: 'xs:boolean',
    fn: (val: unknown) => weightedCheck(String(val ?? ''), (i) => 1 + ((i + 1) % 2) * 2, 10),
  },
  slack: {
    params: ['xs:anyAtomicType?', 'xs:anyAtomicType?', 'xs:anyAtomicType?'],
    returns: 'xs:boolean',
    fn: (exp: unknown, val: unknown, slack: unknown) => {
      const [e, v, s] = [Number(exp), Number(val), Number(slack)];
      // Rounded to the cent's hundredth: the rules pass doubles for decimal amounts.
      const round = (n: number) => Math.round(n * 1e6) / 1e6;
      return round(e + s) >= round(v) && round(e - s) <= round(v);
    },
  },
  mod11: {
    params: ['xs:anyAtomicType?'],
    returns: 'xs:boolean',
    fn: (val: unknown) => {
      const text = String(val ?? '');
      return Number(text) > 0 && weightedCheck(text, (i) => (i % 6) + 2, 11);
    },
  },
  'mod97-0208': {
    params: ['xs:anyAtomicType?'],
    returns: 'xs:boolean',
    fn: (val: unknown) => {
      const text = String(val ?? '');
      const body = text.slice(0, 8);
      if (!isInteger(body)) return false;
      return Number(text.slice(8, 10)) === 97 - (Number(body) % 97);
    },
  },
  checkCodiceIPA: {
    params: ['xs:string?'],
    returns: 'xs:boolean',
    fn: (arg: string | null) => /^[A-Za-z0-9]{6}$/.test(arg ?? ''),
  },
  checkCF: {
    params: ['xs:string?'],
    returns: 'xs:boolean',
    fn: (arg: string | null) => {
      const text = arg ?? '';
      if (text.length === 16) return checkCF16(text);
      return text.length === 11 && isInteger(text);
    },
  },
  checkCF16: {
    params: ['xs:string?'],
    returns: 'xs:boolean',
    fn: (arg: string | null) => checkCF16(arg ?? ''),
  },
  checkPIVAseIT: {
    params: ['xs:string'],
    returns: 'xs:boolean',
    fn: (arg: string) => {
      const country = arg.slice(0, 2);
      if (country !== 'IT' && country !== 'it') return true;
      const code = arg.slice(2);
      return code.length === 11 && checkPIVA(code) === 0;
    },
  },
  checkPIVA: {
    params: ['xs:string?'],
    returns: 'xs:integer',
    fn: (arg: string | null) => checkPIVA(arg ?? ''),
  },
  addPIVA: {
    params: ['xs:string', 'xs:integer'],
    returns: 'xs:integer',
    fn: (arg: string, even: number) => addPIVA(arg, Number(even)),
  },
  abn: {
    params: ['xs:anyAtomicType?'],
    returns: 'xs:boolean',
    fn: (val: unknown) => {
      const d = digitsOf(String(val ?? ''));
      const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
      const sum = weights.reduce(
        (total, w, i) => total + ((d[i] ?? NaN) - (i === 0 ? 1 : 0)) * w,
        0,
      );
      return sum % 89 === 0;
    },
  },
  TinVerification: {
    params: ['xs:string'],
    returns: 'xs:boolean',
    fn: (val: string) => {
      const d = digitsOf(val);
      const sum = [256, 128, 64, 32, 16, 8, 4, 2].reduce((t, w, i) => t + (d[i] ?? NaN) * w, 0);
      return (sum % 11) % 10 === d[8];
    },
  },
  checkSEOrgnr: {
    params: ['xs:string'],
    returns: 'xs:boolean',
    fn: (number: string) => {
      if (!/^\d+$/.test(number)) return false;
      const main = number.slice(0, 9);
      let sum = 0;
      for (let pos = 1; pos <= main.length; pos += 1) {
        const digit = Number(main[main.length - pos]);
        sum += pos % 2 === 1 ? ((digit * 2) % 10) + Math.floor((digit * 2) / 10) : digit;
      }
      return (10 - (sum % 10)) % 10 === Number(number.slice(9, 10) || NaN);
    },
  },
};

/** GLN and mod 11: weighted sum of the body's digits from the right, against the last digit. */
function weightedCheck(text: string, weight: (i: number) => number, modulus: number): boolean {
  const body = digitsOf(text.slice(0, -1)).reverse();
  const sum = body.reduce((total, digit, i) => total + digit * weight(i), 0);
  return (modulus - (sum % modulus)) % modulus === Number(text.slice(-1) || NaN);
}

function checkCF16(text: string): boolean {
  return /^[A-Za-z]{6}\d{2}[A-Za-z]\d{2}.{3}\d[A-Za-z]$/.test(text);
}

function checkPIVA(text: string): number {
  return isInteger(text) ? addPIVA(text, 0) % 10 : 1;
}

function addPIVA(text: string, even: number): number {
  if (!isInteger(text)) return 0;
  const digit = Number(text[0]);
  const mapped = even === 1 ? Number('0246813579'[digit]) : digit;
  return mapped + addPIVA(text.slice(1), even === 0 ? 1 : 0);
}

let utilsRegistered = false;
function registerUtils() {
  if (utilsRegistered) return;
  for (const [localName, { params, returns, fn }] of Object.entries(UTILS)) {
    registerCustomXPathFunction(
      { namespaceURI: 'utils', localName },
      params,
      returns,
      (_context: unknown, ...args: unknown[]) => fn(...(args as never[])),
    );
  }
  utilsRegistered = true;
}

function loadSchema(ruleSet: RuleSet): LoadedSchema {
  const cached = loaded.get(ruleSet);
  if (cached) return cached;
  registerUtils();
  const text = readFileSync(path.join(rulesDir, 'rules', `${ruleSet}.sch`), 'utf8');
  const flags = new Map<string, string>();
  let asserts = 0;
  for (const match of text.matchAll(/<assert\b[^>]*>/g)) {
    asserts += 1;
    const id = /\bid="([^"]+)"/.exec(match[0])?.[1];
    const flag = /\bflag="([^"]+)"/.exec(match[0])?.[1] ?? 'fatal';
    if (id) flags.set(id, flag);
  }
  const result = { schema: Schema.fromString(text), flags, asserts };
  loaded.set(ruleSet, result);
  return result;
}

/** Validates one document against one rule set. */
export function validate(xml: string, ruleSet: RuleSet): Validation {
  const { schema, flags, asserts } = loadSchema(ruleSet);
  const failed = schema
    .validateString(xml)
    .filter((result) => !result.isReport)
    .map((result) => {
      const id = result.assertId ?? '(sans id)';
      return { id, flag: flags.get(id) ?? 'fatal', message: (result.message ?? '').trim() };
    });
  return {
    ruleSet,
    rulesRun: asserts,
    fatal: failed.filter((f) => f.flag !== 'warning'),
    warnings: failed.filter((f) => f.flag === 'warning'),
  };
}

/** The rule sets a document of this syntax must pass. */
export const RULE_SETS = {
  ubl: ['PEPPOL-EN16931-UBL', 'CEN-EN16931-UBL'],
  cii: ['CEN-EN16931-CII'],
} as const satisfies Record<string, readonly RuleSet[]>;
