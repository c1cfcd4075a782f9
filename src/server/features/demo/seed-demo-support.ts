import { count } from 'drizzle-orm'
import type { Db } from '@/server/db/client.ts'
import { kbArticles } from '@/server/db/schema/index.ts'

/** Three published knowledge base articles, so the demo's Help Center search finds something. */
const ARTICLES = [
  {
    title: 'Why a settlement waits for review',
    body: `When the gross pay, the deductions and the net on a pay sheet do not add up, or a figure could not be read clearly, RigLedger keeps the settlement aside instead of posting it.

1. Open **Settlements** and pick the one whose status is **Pending** (or follow **Review settlement** on the upload screen).
2. Compare the fields marked in yellow with the document shown beside them.
3. Correct what is wrong and choose **Confirm & Post**.

Nothing counts in your books until you confirm it.`,
  },
  {
    title: 'Detention, layover and lumper pay on a settlement',
    body: `Brokers list accessorial pay in many ways: *Detention*, *Layover*, *Lumper reimbursement*, *Scale ticket*. RigLedger reads each line it finds into the settlement with its amount.

- Detention and layover are part of the load's pay: revenue.
- A lumper or scale fee the broker pays you back is a **reimbursement**: revenue that offsets the expense you recorded when you paid it.

If a line landed in the wrong place, edit the settlement and move it.`,
  },
  {
    title: 'Getting your year-end package to your accountant',
    body: `Invite your accountant in **Settings › Accountant Access** with read-only access. They sign in with their own account and download your year-end package: the profit and loss and tax summary as PDF, your expenses as CSV and your uploaded documents.

You can withdraw their access at any time from the same screen.`,
  },
]

/** Publishes the demo's articles once: a knowledge base that has any article is left alone. */
export async function seedDemoKnowledgeBase(db: Db, now: Date) {
  const [existing] = await db.select({ n: count() }).from(kbArticles)
  if (Number(existing?.n ?? 0) > 0) return
  await db.insert(kbArticles).values(
    ARTICLES.map((article) => ({
      ...article,
      status: 'published' as const,
      createdAt: now,
      updatedAt: now,
      publishedAt: now,
    })),
  )
}
