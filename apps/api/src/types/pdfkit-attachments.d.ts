// pdfkit 0.20 takes the PDF/A-3 relationship of an attached file (AFRelationship), which
// @types/pdfkit 0.17 does not declare yet.
declare namespace PDFKit.Mixins {
  interface PDFAttachmentOptions {
    relationship?: 'Alternative' | 'Data' | 'Source' | 'Supplement' | 'Unspecified';
  }
}
