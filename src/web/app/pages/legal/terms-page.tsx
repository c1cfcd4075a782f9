import { Text } from '@mantine/core'
import { LegalContact, LegalLayout, type LegalSection, LegalSections } from './legal-layout'

const sections: LegalSection[] = [
  {
    title: '1. Agreement',
    paragraphs: [
      'These Terms of Service ("Terms") govern your use of RigLedger, our bookkeeping and finance software for truckers. By creating an account or using RigLedger, you agree to these Terms. If you use RigLedger on behalf of a business, you agree to them for that business.',
    ],
  },
  {
    title: '2. What RigLedger does',
    paragraphs: [
      'RigLedger helps company drivers, owner-operators, fleet managers and their accountants record pay settlements, expenses and mileage, store supporting documents, and produce reports.',
      'RigLedger is a record-keeping tool. It does not give tax, legal or financial advice. You are responsible for checking your numbers and for what you file. When in doubt, talk to a qualified tax professional.',
    ],
  },
  {
    title: '3. Your account',
    items: [
      'You must be at least 18 years old and give us accurate account information.',
      'Keep your password private. You are responsible for activity under your account.',
      'Tell us right away (see Contact us below) if you think someone else has accessed your account.',
    ],
  },
  {
    title: '4. Your data',
    paragraphs: [
      'You own the records and documents you put into RigLedger. You give us permission to store, process and display them only as needed to run the service for you. Our Privacy Policy explains how we handle your data.',
      'You can export your data while your account is open. You are responsible for keeping copies you may need for tax purposes.',
    ],
  },
  {
    title: '5. Acceptable use',
    paragraphs: ['You agree not to:'],
    items: [
      'upload content you do not have the right to share, or that is unlawful or malicious;',
      'try to access other users’ data or break our security measures;',
      'overload, disrupt or reverse engineer the service;',
      'resell or share access to the service without our written permission.',
    ],
  },
  {
    title: '6. Fees and billing',
    paragraphs: [
      'Paid plans are charged on a recurring basis (for example, monthly or yearly) through our payment provider. Fees are billed in advance and are non-refundable, including for partial periods and unused features, unless the law requires otherwise.',
      "We will give you at least 30 days' notice of any price change. The new price applies from your next billing period after the notice ends. If you do not agree with it, you can cancel before then.",
      'Prices do not include taxes unless we say so. You are responsible for any applicable sales or similar taxes.',
    ],
  },
  {
    title: '7. Cancellation and termination',
    paragraphs: [
      'You can cancel at any time. Your paid plan stays active until the end of the current billing period and is not renewed after that.',
      'We may suspend or close accounts that break these Terms or put the service or other users at risk. Where reasonable, we will warn you first and give you a chance to export your data.',
    ],
  },
  {
    title: '8. Availability',
    paragraphs: [
      'We aim for 99.9% uptime each calendar month, not counting scheduled maintenance, which we try to announce in advance. This is a target, not a guarantee: the service may occasionally be unavailable because of failures, maintenance or events outside our control.',
    ],
  },
  {
    title: '9. Disclaimers',
    paragraphs: [
      'RigLedger is provided "as is" and "as available". To the extent the law allows, we disclaim all implied warranties, including merchantability, fitness for a particular purpose and non-infringement. We do not promise that calculations or reports will be error-free or meet every tax or regulatory requirement.',
    ],
  },
  {
    title: '10. Limitation of liability',
    paragraphs: [
      'To the extent the law allows, RigLedger will not be liable for indirect, incidental, special or consequential damages, or for lost profits, revenue or data. Our total liability for any claim relating to the service is limited to the amount you paid us in the 12 months before the claim.',
    ],
  },
  {
    title: '11. Changes to these Terms',
    paragraphs: [
      'We may update these Terms. If a change is material, we will notify you by e-mail or in the app before it takes effect. Continuing to use RigLedger after that means you accept the updated Terms.',
    ],
  },
]

export default function TermsPage() {
  return (
    <LegalLayout title="Terms of Service">
      <Text>
        Please read these Terms carefully. They explain your rights and responsibilities when you use
        RigLedger.
      </Text>
      <LegalSections sections={sections} />
      <LegalContact intro="Questions about these Terms?" />
    </LegalLayout>
  )
}
