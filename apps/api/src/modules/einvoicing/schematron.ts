// Runs the official Peppol BIS 3.0 and CEN EN 16931 rules in Node: the Schematron files compiled
// to XSLT and then to SaxonJS's SEF format (`compiled/*.sef.json`), executed by the npm package
// saxon-js. The rules are data kept outside the repository, in a folder given by the caller
// (EINVOICE_RULES_DIR): the API checks a document before sending it over Peppol, the e-invoice
// suite (test/einvoice) checks every document the writers make.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type SaxonJSModule from 'saxon-js';

/**
 * saxon-js, loaded on the first check: loading it takes about 0.4 s and 80 MB, which every start
 * of the server paid before though most never send over Peppol. require(), not import(), keeps
 * validateDocument synchronous (saxon-js is CommonJS).
 */
let saxon: typeof SaxonJSModule | undefined;
function saxonJs(): typeof SaxonJSModule {
  saxon ??= createRequire(import.meta.url)('saxon-js') as typeof SaxonJSModule;
  return saxon;
}

export type RuleSet = 'PEPPOL-EN16931-UBL' | 'CEN-EN16931-UBL' | 'CEN-EN16931-CII';

export type FailedAssert = { id: string; flag: string; message: string };

export type Validation = {
  ruleSet: RuleSet;
  /** Asserts the rule set holds (every <assert> of its .sch), for the report. */
  rulesRun: number;
  /** Failed asserts flagged fatal or error, or without a flag (Schematron then means an error). */
  fatal: FailedAssert[];
  /** Failed asserts flagged warning: advice, not a rejection. */
  warnings: FailedAssert[];
};

/** The rule sets a document of this syntax must pass. */
export const RULE_SETS = {
  ubl: ['PEPPOL-EN16931-UBL', 'CEN-EN16931-UBL'],
  cii: ['CEN-EN16931-CII'],
} as const satisfies Record<string, readonly RuleSet[]>;

type LoadedRules = { sef: unknown; asserts: number };
const loaded = new Map<string, LoadedRules>();

const SVRL = { svrl: 'http://purl.oclc.org/dsdl/svrl' };

const compiledFile = (rulesDir: string, ruleSet: RuleSet) =>
  path.join(rulesDir, 'compiled', `${ruleSet}.sef.json`);

/** Whether `rulesDir` holds the compiled rule sets of a syntax (else the check is skipped). */
export function rulesAvailable(rulesDir: string | undefined, syntax: keyof typeof RULE_SETS) {
  return (
    rulesDir !== undefined &&
    RULE_SETS[syntax].every((ruleSet) => existsSync(compiledFile(rulesDir, ruleSet)))
  );
}

/** The compiled rules, parsed once per process and folder (8 MB of JSON for the largest). */
function loadRules(rulesDir: string, ruleSet: RuleSet): LoadedRules {
  const key = `${path.resolve(rulesDir)}\u0000${ruleSet}`;
  const cached = loaded.get(key);
  if (cached) return cached;
  const sef: unknown = JSON.parse(readFileSync(compiledFile(rulesDir, ruleSet), 'utf8'));
  const sch = path.join(rulesDir, 'rules', `${ruleSet}.sch`);
  // The .sch only counts the asserts for a report; a folder of compiled rules alone is enough.
  const source = existsSync(sch) ? readFileSync(sch, 'utf8') : '';
  const rules = { sef, asserts: source.match(/<assert\b/g)?.length ?? 0 };
  loaded.set(key, rules);
  return rules;
}

/** Validates one document against one rule set of `rulesDir`. */
export function validateDocument(rulesDir: string, xml: string, ruleSet: RuleSet): Validation {
  const { sef, asserts } = loadRules(rulesDir, ruleSet);
  const SaxonJS = saxonJs();
  const report = SaxonJS.transform(
    { stylesheetInternal: sef, sourceText: xml, destination: 'raw' },
    'sync',
  ).principalResult;
  const failed = SaxonJS.XPath.evaluate('descendant-or-self::svrl:failed-assert', report, {
    namespaceContext: SVRL,
    resultForm: 'array',
  }).map((node) => ({
    id: node.getAttribute('id') ?? '(sans id)',
    flag: node.getAttribute('flag') ?? 'fatal',
    message: (node.textContent ?? '').trim(),
  }));
  return {
    ruleSet,
    rulesRun: asserts,
    fatal: failed.filter((f) => f.flag !== 'warning'),
    warnings: failed.filter((f) => f.flag === 'warning'),
  };
}
