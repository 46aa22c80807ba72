// Runs the official Peppol BIS 3.0 and CEN EN 16931 rules in Node: the Schematron files compiled
// to XSLT and then to SaxonJS's SEF format (`compiled/*.sef.json`), executed by the npm package
// saxon-js. The rules are data kept outside the repository: they are read from
// EINVOICE_RULES_DIR, by default ../shared/einvoicing beside the checkout.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SaxonJS from 'saxon-js';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The folder of the official rules and examples. */
export const rulesDir = path.resolve(
  process.env.EINVOICE_RULES_DIR ?? path.join(repositoryRoot, '..', 'shared', 'einvoicing'),
);

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

type LoadedRules = { sef: unknown; asserts: number };
const loaded = new Map<RuleSet, LoadedRules>();

const SVRL = { svrl: 'http://purl.oclc.org/dsdl/svrl' };

/** The compiled rules, parsed once per process (8 MB of JSON for the largest). */
function loadRules(ruleSet: RuleSet): LoadedRules {
  const cached = loaded.get(ruleSet);
  if (cached) return cached;
  const sef: unknown = JSON.parse(
    readFileSync(path.join(rulesDir, 'compiled', `${ruleSet}.sef.json`), 'utf8'),
  );
  const source = readFileSync(path.join(rulesDir, 'rules', `${ruleSet}.sch`), 'utf8');
  const rules = { sef, asserts: source.match(/<assert\b/g)?.length ?? 0 };
  loaded.set(ruleSet, rules);
  return rules;
}

/** Validates one document against one rule set. */
export function validate(xml: string, ruleSet: RuleSet): Validation {
  const { sef, asserts } = loadRules(ruleSet);
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

/** The rule sets a document of this syntax must pass. */
export const RULE_SETS = {
  ubl: ['PEPPOL-EN16931-UBL', 'CEN-EN16931-UBL'],
  cii: ['CEN-EN16931-CII'],
} as const satisfies Record<string, readonly RuleSet[]>;
