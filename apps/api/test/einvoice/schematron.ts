// The official rules for the e-invoice suite: the API's own runner (src/modules/einvoicing/
// schematron.ts, the one that checks a document before it is sent over Peppol), on the folder
// EINVOICE_RULES_DIR, by default ../shared/einvoicing beside the checkout.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  validateDocument,
  type RuleSet,
  type Validation,
} from '../../src/modules/einvoicing/schematron.js';

export {
  RULE_SETS,
  type FailedAssert,
  type RuleSet,
  type Validation,
} from '../../src/modules/einvoicing/schematron.js';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The folder of the official rules and examples. */
export const rulesDir = path.resolve(
  process.env.EINVOICE_RULES_DIR ?? path.join(repositoryRoot, '..', 'shared', 'einvoicing'),
);

/** Validates one document against one rule set. */
export const validate = (xml: string, ruleSet: RuleSet): Validation =>
  validateDocument(rulesDir, xml, ruleSet);
