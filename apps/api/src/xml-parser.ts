// fast-xml-parser, loaded with the first XML read (a bank statement, a received invoice, a Peppol
// delivery) rather than at every start of the server: the bundle would otherwise load it with the
// rest. require(), not import(), keeps the readers synchronous (the package ships CommonJS too).
import { createRequire } from 'node:module';
import type * as FastXmlParser from 'fast-xml-parser';

type ParserOptions = ConstructorParameters<typeof FastXmlParser.XMLParser>[0];

let loaded: typeof FastXmlParser | undefined;

function fastXmlParser(): typeof FastXmlParser {
  loaded ??= createRequire(import.meta.url)('fast-xml-parser') as typeof FastXmlParser;
  return loaded;
}

/** A parser with `options`, created on its first use and kept (a module-level `new XMLParser`). */
export function lazyXmlParser(options: ParserOptions): { parse: (xml: string) => unknown } {
  let parser: FastXmlParser.XMLParser | undefined;
  return {
    parse: (xml) => {
      parser ??= new (fastXmlParser().XMLParser)(options);
      return parser.parse(xml) as unknown;
    },
  };
}

/** fast-xml-parser's XMLValidator.validate. */
export const validateXml = (xml: string): ReturnType<typeof FastXmlParser.XMLValidator.validate> =>
  fastXmlParser().XMLValidator.validate(xml);
