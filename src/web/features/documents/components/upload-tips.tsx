import { List, Paper, Text, ThemeIcon, Title } from '@mantine/core'
import { IconBulb, IconFocus2, IconListCheck, IconSun } from '@tabler/icons-react'

const TIPS = [
  {
    icon: IconSun,
    title: 'Good lighting',
    text: 'Photograph paper statements in even light, without shadows or glare.',
  },
  {
    icon: IconListCheck,
    title: 'Complete information',
    text: 'Get the whole page in: payer, date, every load, deductions and the totals.',
  },
  { icon: IconFocus2, title: 'Clear focus', text: 'Hold steady and tap to focus so the numbers are sharp.' },
]

/** The spec's tips panel: what makes a photo or scan readable. */
export function UploadTips() {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="aside"
      aria-label="Tips for best results"
    >
      <Title order={2} fz="md" mb="sm" display="flex" style={{ alignItems: 'center', gap: 6 }}>
        <IconBulb size={18} aria-hidden /> Tips for best results
      </Title>
      <List spacing="sm" listStyleType="none" styles={{ itemWrapper: { alignItems: 'flex-start' } }}>
        {TIPS.map((tip) => (
          <List.Item
            key={tip.title}
            icon={
              <ThemeIcon variant="light" size={28} radius="xl">
                <tip.icon size={16} />
              </ThemeIcon>
            }
          >
            <Text size="sm" fw={600}>
              {tip.title}
            </Text>
            <Text size="sm" c="dimmed">
              {tip.text}
            </Text>
          </List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed" mt="md">
        PDFs straight from your carrier's portal read best. Spreadsheet exports (CSV, Excel) import one
        settlement per row.
      </Text>
    </Paper>
  )
}
