/** Uploads larger than this are refused with 413. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024
/** At most this many files in one upload request. */
export const MAX_FILES_PER_UPLOAD = 50

export const DOCUMENT_MESSAGES = {
  noFiles: 'Please select files to upload',
  unsupported: (type: string) => `Unsupported file type: ${type}`,
  tooLarge: 'This file is larger than 25 MB. Please upload a smaller file.',
  empty: 'This file is empty.',
  tooManyFiles: `Please upload at most ${MAX_FILES_PER_UPLOAD} files at a time`,
  notFound: 'Document not found',
  uploadFailed: 'Upload failed. Please try again.',
  notReviewable: 'This document has no column mapping to confirm.',
  notRetryable: 'Only a settlement or rate confirmation that failed can be read again.',
  /** Shown while a document waits for another try after the reader failed or ran out of time. */
  waitingForReader: 'Our document reader is busy. Your document is waiting and will be read again shortly.',
} as const
