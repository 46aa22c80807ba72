// Factur-X 1.0 (profile EN 16931): a PDF/A-3b whose CII XML is embedded as factur-x.xml, with the
// Factur-X XMP metadata that tells a reader the PDF carries an invoice. pdfkit writes the PDF/A
// identification and the sRGB output intent itself (option `subset: 'PDF/A-3b'`); this adds the
// attachment and the Factur-X extension schema.

export const FACTURX_FILE_NAME = 'factur-x.xml';

/**
 * Whether a validated document's PDF is Factur-X, from the seller of its frozen snapshot: a
 * French seller's always, a Belgian seller's when the snapshot records the organization's choice.
 */
export const isFacturXSeller = (seller: { country: 'BE' | 'FR'; facturx?: boolean }): boolean =>
  seller.country === 'FR' || seller.facturx === true;

/** The options of a PDF document that can carry a Factur-X invoice. */
export const PDF_A3B_OPTIONS = { subset: 'PDF/A-3b', pdfVersion: '1.7' } as const;

const FACTURX_NS = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

/** The XMP of Factur-X: the PDF/A extension schema that declares the fx: properties, and their values. */
function facturxXmp(): string {
  const property = (name: string, description: string) => `
                <rdf:li rdf:parseType="Resource">
                  <pdfaProperty:name>${name}</pdfaProperty:name>
                  <pdfaProperty:valueType>Text</pdfaProperty:valueType>
                  <pdfaProperty:category>external</pdfaProperty:category>
                  <pdfaProperty:description>${description}</pdfaProperty:description>
                </rdf:li>`;
  return `
        <rdf:Description rdf:about=""
            xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/"
            xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#"
            xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
          <pdfaExtension:schemas>
            <rdf:Bag>
              <rdf:li rdf:parseType="Resource">
                <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
                <pdfaSchema:namespaceURI>${FACTURX_NS}</pdfaSchema:namespaceURI>
                <pdfaSchema:prefix>fx</pdfaSchema:prefix>
                <pdfaSchema:property>
                  <rdf:Seq>${property('DocumentFileName', 'The name of the embedded XML document')}${property('DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER')}${property('Version', 'The actual version of the standard applying to the embedded XML document')}${property('ConformanceLevel', 'The conformance level of the embedded XML document')}
                  </rdf:Seq>
                </pdfaSchema:property>
              </rdf:li>
            </rdf:Bag>
          </pdfaExtension:schemas>
        </rdf:Description>
        <rdf:Description rdf:about="" xmlns:fx="${FACTURX_NS}">
          <fx:DocumentType>INVOICE</fx:DocumentType>
          <fx:DocumentFileName>${FACTURX_FILE_NAME}</fx:DocumentFileName>
          <fx:Version>1.0</fx:Version>
          <fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
        </rdf:Description>`;
}

/**
 * Embeds the CII XML as factur-x.xml (AFRelationship Alternative: the XML is the invoice in
 * another form) and declares it in the XMP. `date` is the document's own date, so the bytes do not
 * depend on when the PDF is rendered.
 */
export function attachFacturX(doc: PDFKit.PDFDocument, ciiXml: string, date: Date): void {
  doc.file(Buffer.from(ciiXml, 'utf8'), {
    name: FACTURX_FILE_NAME,
    type: 'text/xml',
    relationship: 'Alternative',
    description: 'Factur-X (EN 16931)',
    creationDate: date,
    modifiedDate: date,
  });
  doc.appendXML(facturxXmp());
}
