/**
 * The Help Center's frequently asked questions: shown in its accordion and found by its search
 * (with the published knowledge base articles). Written for what the app does today.
 */
export interface FaqEntry {
  /** Stable key: the search result's id and the accordion item's value. */
  key: string
  question: string
  answer: string
}

export const FAQ: readonly FaqEntry[] = [
  {
    key: 'upload-settlement',
    question: 'How do I upload a settlement?',
    answer:
      'Open Settlements and choose Upload Settlement. PDFs, phone photos (JPEG, PNG, HEIC), CSV and Excel files are read into itemised settlements: gross pay, each deduction and the net. A settlement the app could not read with confidence waits for your review.',
  },
  {
    key: 'needs-review',
    question: 'Why does a settlement say it needs review?',
    answer:
      'When the gross pay, the deductions and the net do not add up, or a figure could not be read clearly, the settlement is kept aside instead of posted. Open it, compare it with the document shown beside it, correct what is wrong and save: only then does it count in your books.',
  },
  {
    key: 'expense-categories',
    question: 'Which expense categories can I use?',
    answer:
      'The add-expense form offers Fuel, Maintenance, Insurance, Tolls, Food & Lodging, Permits & Licenses, Equipment, Office Supplies and Other, and the longer trucking list (truck and trailer payments and more) is there too; each counts on the Schedule C line it belongs to. Photograph a receipt from the Expenses screen and the vendor, date and total are filled in for you.',
  },
  {
    key: 'tax-estimate',
    question: 'How is my quarterly tax estimate worked out?',
    answer:
      'From your profit so far this year: self-employment tax on 92.35% of net earnings, plus income tax at your bracket, less half of the self-employment tax. The Tax Summary report and the tax tools show each step. It is an estimate to plan with, not tax advice: your tax professional has the last word.',
  },
  {
    key: 'accountant-access',
    question: 'Can my accountant see my books?',
    answer:
      'Yes. In Settings › Accountant Access, invite them by e-mail with read-only or read-and-write access. They sign in with their own account, switch into your books, and can download a year-end package. You can withdraw access at any time.',
  },
  {
    key: 'export-data',
    question: 'How do I get my data out?',
    answer:
      'Every report downloads as PDF or CSV from Reports, the expense and settlement lists export to CSV, and your uploaded documents can be downloaded one by one. Nothing is locked in: even if your plan lapses you can still read and export everything.',
  },
]
