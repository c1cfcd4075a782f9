import { Anchor, SimpleGrid } from '@mantine/core'
import {
  type Icon,
  IconCalculator,
  IconChartBar,
  IconFileInvoice,
  IconReceipt,
  IconRocket,
  IconUpload,
} from '@tabler/icons-react'
import { Link } from 'react-router'
import { TUTORIALS, type TutorialSlug } from '@/web/features/support/tutorials/tutorials'
import { HelpLinkCard, HelpSection } from './help-section'

const GUIDES: { to: string; icon: Icon; title: string; text: string }[] = [
  {
    to: '/docs/settlements',
    icon: IconFileInvoice,
    title: 'Settlements Guide',
    text: 'Upload pay sheets, check what was read from them and post them to your books.',
  },
  {
    to: '/docs/expenses',
    icon: IconReceipt,
    title: 'Expenses Guide',
    text: 'Record fuel, repairs and tolls, scan receipts and pick the right category.',
  },
  {
    to: '/docs/reports',
    icon: IconChartBar,
    title: 'Reports Guide',
    text: 'Profit and loss, expenses and revenue by period, and downloads for your accountant.',
  },
  {
    to: '/docs/taxes',
    icon: IconCalculator,
    title: 'Taxes Guide',
    text: 'Quarterly estimates and the per diem, IFTA and Form 2290 calculators.',
  },
]

const TUTORIAL_ICONS: Record<TutorialSlug, Icon> = {
  'getting-started': IconRocket,
  'first-settlement': IconUpload,
  'expense-management': IconReceipt,
  'tax-reports': IconCalculator,
}

const GRID_COLS = { base: 1, xs: 2, lg: 4 }
const LIST_STYLE = { listStyle: 'none', padding: 0, margin: 0 }

export function QuickStartGuides() {
  return (
    <HelpSection
      id="guides"
      title="Quick-Start Guides"
      description="How each part of RigLedger works, in a few minutes’ reading."
    >
      <SimpleGrid component="ul" cols={GRID_COLS} spacing="md" style={LIST_STYLE}>
        {GUIDES.map((guide) => (
          <li key={guide.to}>
            <HelpLinkCard {...guide} />
          </li>
        ))}
      </SimpleGrid>
    </HelpSection>
  )
}

export function TutorialCards() {
  return (
    <HelpSection
      id="tutorials"
      title="Tutorials"
      description="Step-by-step walkthroughs with screenshots, from your first sign-in to tax time."
      action={
        <Anchor component={Link} to="/tutorials" size="sm" fw={500}>
          View All Tutorials
        </Anchor>
      }
    >
      <SimpleGrid component="ul" cols={GRID_COLS} spacing="md" style={LIST_STYLE}>
        {TUTORIALS.map((tutorial) => (
          <li key={tutorial.slug}>
            <HelpLinkCard
              to={`/tutorials/${tutorial.slug}`}
              icon={TUTORIAL_ICONS[tutorial.slug]}
              title={tutorial.title}
              text={tutorial.description}
            />
          </li>
        ))}
      </SimpleGrid>
    </HelpSection>
  )
}
