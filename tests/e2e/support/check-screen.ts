import type { Page } from '@playwright/test'
import { seriousViolations } from './axe.ts'
import { expect } from './test.ts'

type Size = { width: number; height: number }

/**
 * A screen check of a walk through a feature: at the desktop width given and at a phone's, nothing
 * scrolls sideways, axe finds nothing serious, and a full-page picture goes to `shots` (outside the
 * repository, for a person to look at) as `<prefix>-<name>-<width>.png`. It ends at the desktop width.
 */
export function screenChecker(options: { shots: string; prefix: string; desktop: Size }) {
  const widths = { desktop: options.desktop, phone: { width: 390, height: 844 } }
  return async (page: Page, name: string) => {
    // The pointer rests off the page's controls and nothing has the focus, so no hover or focus
    // colours are measured; the page is at its top, where a full-page picture places the fixed header.
    await page.mouse.move(0, 0)
    await page.evaluate(() => {
      ;(document.activeElement as HTMLElement | null)?.blur()
      window.scrollTo(0, 0)
    })
    for (const [width, size] of Object.entries(widths)) {
      await page.setViewportSize(size)
      await page.waitForLoadState('networkidle')
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect.soft(overflow, `${name} scrolls sideways at ${width} width`).toBeLessThanOrEqual(0)
      expect.soft(await seriousViolations(page), `axe on ${name} at ${width} width`).toEqual([])
      await page.screenshot({
        path: `${options.shots}/${options.prefix}-${name}-${size.width}.png`,
        fullPage: true,
      })
    }
    await page.setViewportSize(widths.desktop)
  }
}
