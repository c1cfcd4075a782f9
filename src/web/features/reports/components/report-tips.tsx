import { List, Paper, Text } from '@mantine/core'

/** Record-keeping tips shown under the reports (spec 9: keep records 3 years). */
export function ReportTips() {
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
      <Text fw={600} mb="xs">
        Tips
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>Keep receipts and settlements for at least 3 years after you file.</List.Item>
        <List.Item>
          Mark each expense as tax deductible or not when you add it: reports use that flag.
        </List.Item>
        <List.Item>Export a report at the end of each quarter for your estimated tax payments.</List.Item>
      </List>
    </Paper>
  )
}
