import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain script of `npm start`, without types
import { buildProgress } from '../../scripts/build-progress.mjs'

describe('npm start tells how the web build goes', () => {
  it('prints the modules read every few seconds, the bundles being written and the time', () => {
    const printed: string[] = []
    let clock = 0
    let tick: (() => void) | undefined
    const plugin = buildProgress({
      print: (line: string) => printed.push(line),
      now: () => clock,
      every: (tell: () => void) => {
        tick = tell
        return 'writing'
      },
      stop: (handle: string) => {
        expect(handle).toBe('writing')
        tick = undefined
      },
    })
    plugin.buildStart()
    for (let i = 0; i < 100; i += 1) {
      clock += 100
      plugin.transform()
    }
    plugin.renderStart()
    clock += 1500
    tick?.()
    clock += 500
    plugin.closeBundle()
    expect(tick).toBeUndefined()
    expect(printed[0]).toMatch(/^Building the web app/)
    // 10 s of reading at one report every 3 s.
    expect(printed.filter((line) => / modules read \(\d+ s\)$/.test(line))).toHaveLength(3)
    expect(printed).toContain('  30 modules read (3 s)')
    expect(printed).toContain('  100 modules read; writing the bundles (10 s)')
    expect(printed).toContain('  writing the bundles (12 s)')
    expect(printed.at(-1)).toBe('  built in 12 s')
  })
})
