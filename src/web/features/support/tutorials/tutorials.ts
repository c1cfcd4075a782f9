/** The tutorials in reading order: each one's address (`/tutorials/<slug>`), title and one line about it. */
export const TUTORIALS = [
  {
    slug: 'getting-started',
    title: 'Getting Started with RigLedger',
    description: 'Sign in, find your way around the sidebar and the dashboard, and set up your profile.',
  },
  {
    slug: 'first-settlement',
    title: 'Upload Your First Settlement',
    description: 'Upload a pay sheet, check what was read from it, and post it to your books.',
  },
  {
    slug: 'expense-management',
    title: 'Managing Your Expenses',
    description: 'Add expenses by hand or from a receipt photo, pick categories, filter and export them.',
  },
  {
    slug: 'tax-reports',
    title: 'Tax Reports and Estimates',
    description: 'Read your Tax Summary, plan quarterly payments and download reports for your preparer.',
  },
] as const

export type TutorialSlug = (typeof TUTORIALS)[number]['slug']
