// The XML document the e-invoice writers (ubl.ts, cii.ts) start from. xmlbuilder2 (with its DOM
// and YAML packages, 0.8 MB of JavaScript) is loaded on the first e-invoice written rather than at
// every start of the server, which paid about 25 ms for it though most starts write none.
// require(), not import(), keeps the writers synchronous (xmlbuilder2 is CommonJS).
import { createRequire } from 'node:module';
import type * as Xmlbuilder2 from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';

let xmlbuilder2: typeof Xmlbuilder2 | undefined;

/** A new XML 1.0 document in UTF-8, empty: the writer adds its root element. */
export function newXmlDocument(): XMLBuilder {
  xmlbuilder2 ??= createRequire(import.meta.url)('xmlbuilder2') as typeof Xmlbuilder2;
  return xmlbuilder2.create({ version: '1.0', encoding: 'UTF-8' });
}
