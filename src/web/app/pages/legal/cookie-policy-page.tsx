import { Text } from '@mantine/core'
import { LegalContact, LegalLayout, type LegalSection, LegalSections } from './legal-layout'

const sections: LegalSection[] = [
  {
    title: 'What cookies and local storage are',
    paragraphs: [
      'Cookies are small files a website saves in your browser. Local storage is similar browser storage that stays on your device and is not sent to our servers automatically.',
    ],
  },
  {
    title: 'The one cookie we use',
    paragraphs: [
      'RigLedger sets a single, strictly necessary session cookie to keep you signed in. It is marked httpOnly, so scripts on the page cannot read it, and it is only sent over encrypted connections. It is removed when you sign out or your session expires.',
      'Because the service cannot work without it, this cookie does not require your consent.',
    ],
  },
  {
    title: 'What we keep in local storage',
    items: [
      'Your cookie-consent choice, so we do not ask you again on every visit.',
      'Your UI preferences, such as display settings, so the app looks the way you left it.',
    ],
  },
  {
    title: 'What we do not use',
    paragraphs: [
      'We do not use advertising cookies, analytics or tracking cookies from third parties, or social media pixels. We do not track you across other websites.',
    ],
  },
  {
    title: 'Managing cookies',
    paragraphs: [
      'You can block or delete cookies and clear local storage in your browser settings. If you block the session cookie, you will not be able to sign in. Clearing local storage resets your preferences and your cookie-consent choice.',
    ],
  },
  {
    title: 'Changes to this policy',
    paragraphs: [
      'If we ever add cookies that are not strictly necessary, we will update this page and ask for your consent first.',
    ],
  },
]

export default function CookiePolicyPage() {
  return (
    <LegalLayout title="Cookie Policy">
      <Text>
        This policy explains how RigLedger uses cookies and similar browser storage. In short: one cookie to
        keep you signed in, and nothing that tracks you.
      </Text>
      <LegalSections sections={sections} />
      <LegalContact intro="Questions about cookies?" />
    </LegalLayout>
  )
}
