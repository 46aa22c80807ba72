// saxon-js 2.7 ships no type declarations: the part of its API the rule runner uses.
declare module 'saxon-js' {
  /** A node of the DOM SaxonJS builds (its own implementation of the W3C DOM). */
  type SaxonNode = Element;

  type TransformOptions = {
    /** A compiled stylesheet (SEF), already parsed from its JSON. */
    stylesheetInternal: unknown;
    sourceText: string;
    destination: 'raw';
  };

  const SaxonJS: {
    transform(options: TransformOptions, mode: 'sync'): { principalResult: SaxonNode };
    XPath: {
      evaluate(
        xpath: string,
        context: SaxonNode,
        options: { namespaceContext: Record<string, string>; resultForm: 'array' },
      ): SaxonNode[];
    };
  };
  export default SaxonJS;
}
