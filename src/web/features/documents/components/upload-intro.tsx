import { Text, Title } from '@mantine/core'
import type { Role } from '@/contracts/roles'

const INTROS: Partial<Record<Role, { title: string; text: string }>> = {
  owner_operator: {
    title: 'Upload Your Settlements & Receipts',
    text: 'Add settlement statements from your carriers and brokers as PDF, photos (JPG, PNG) or CSV and Excel exports. We read the loads, deductions and totals for you to check.',
  },
  company_driver: {
    title: 'Upload Your Pay Stubs & Trip Receipts',
    text: 'Add PDFs or photos (JPG, PNG) of your pay statements, trip receipts and expenses.',
  },
}

const GENERIC = {
  title: 'Upload Documents',
  text: 'Add settlement statements, pay stubs and receipts as PDF, image, CSV or Excel files.',
}

/** The intro above the drop area; what it says depends on the role (spec 6). */
export function UploadIntro({ role }: { role: Role | undefined }) {
  const intro = (role && INTROS[role]) ?? GENERIC
  return (
    <div>
      <Title order={2} fz="lg">
        {intro.title}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {intro.text}
      </Text>
    </div>
  )
}
