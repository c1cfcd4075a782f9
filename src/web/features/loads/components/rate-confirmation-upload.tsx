import { ReadPrintedDocument } from '@/web/components/documents/read-printed-document'

/** Reads a broker's rate confirmation into a load, which opens for the user to check. */
export function RateConfirmationUpload() {
  return (
    <ReadPrintedDocument
      kind="rate_confirmation"
      label="Read Rate Confirmation"
      readingText="Reading the rate confirmation… the load opens when it is read."
      destination={(doc) => (doc.loadIds[0] ? `/loads/${doc.loadIds[0]}` : null)}
    />
  )
}
