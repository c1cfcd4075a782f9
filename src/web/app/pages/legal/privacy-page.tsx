import { Text } from '@mantine/core'
import { LegalContact, LegalLayout, type LegalSection, LegalSections } from './legal-layout'

const sections: LegalSection[] = [
  {
    title: 'What we collect',
    items: [
      'Account data: your name, e-mail address, password (stored only as a hash), account role and settings, and your plan and billing status.',
      'Financial records you enter: pay settlements, expenses, mileage, and related notes and categories.',
      'Documents you upload: PDFs and photos, such as settlement statements, receipts and fuel tickets.',
      'Usage logs: IP address, browser type, pages and actions, timestamps and error reports, collected automatically when you use RigLedger.',
    ],
  },
  {
    title: 'Why we use it',
    items: [
      'To provide RigLedger: store your records and documents and produce your reports.',
      'To run your account: sign-in, billing, password resets and service notices.',
      'To keep the service secure and reliable: detect abuse, fix bugs and plan capacity.',
      'To answer you when you contact support.',
      'To meet legal obligations, such as keeping billing records.',
    ],
  },
  {
    title: 'We do not sell your data',
    paragraphs: [
      'We do not sell or rent your personal information or financial records, and we do not use them for advertising.',
    ],
  },
  {
    title: 'Who we share it with',
    paragraphs: [
      'We use a small number of service providers (processors) who handle data only on our instructions:',
    ],
    items: [
      'Payment provider: processes subscription payments. Your card details go directly to them; we do not store full card numbers.',
      'E-mail delivery provider: sends account e-mails such as sign-up confirmations, password resets and receipts.',
    ],
  },
  {
    title: 'Other disclosures',
    paragraphs: [
      'If you give another user, such as your accountant or fleet manager, access to your records, they can see what you share with them. We may also disclose information if the law requires it, or to protect the rights and safety of our users and RigLedger.',
    ],
  },
  {
    title: 'How long we keep it',
    paragraphs: [
      'We keep your data for as long as your account is open. Tax authorities generally advise keeping tax records for at least 3 years, so export anything you need before you close your account.',
      'Deleting your account deletes your account data, financial records and uploaded documents. We may keep limited billing records where the law requires it.',
    ],
  },
  {
    title: 'How we protect it',
    items: [
      'Passwords are hashed, never stored in plain text.',
      'All traffic between your device and RigLedger is encrypted in transit (HTTPS).',
      'Access to production data is limited to people who need it to run the service.',
    ],
    paragraphs: [
      'No system is perfectly secure, but we work to protect your information and will notify you of a breach as required by law.',
    ],
  },
  {
    title: 'Your rights',
    paragraphs: [
      'You can ask to access, correct, export or delete your personal information, and many of these can be done directly in the app. Depending on where you live, you may have additional rights under state law. We will not treat you differently for using them.',
    ],
  },
  {
    title: 'Children',
    paragraphs: [
      'RigLedger is not intended for anyone under 18, and we do not knowingly collect their data.',
    ],
  },
  {
    title: 'Changes to this policy',
    paragraphs: [
      'If we make material changes, we will notify you by e-mail or in the app and update the date at the top of this page.',
    ],
  },
]

export default function PrivacyPage() {
  return (
    <LegalLayout title="Privacy Policy">
      <Text>
        This policy explains what information RigLedger collects, why we collect it, and the choices you have.
        We keep it short and in plain English.
      </Text>
      <LegalSections sections={sections} />
      <LegalContact intro="Questions or requests about your data?" />
    </LegalLayout>
  )
}
