import { expect, test } from './support/test.ts'

/** The built app as the browser downloads it: compressed when asked, cached by name, with maps. */
test('the built scripts and styles go out compressed, cached by content hash, with source maps', async ({
  request,
}) => {
  const index = await request.get('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } })
  expect(index.headers()['content-encoding']).toBe('br')
  expect(index.headers()['cache-control']).toBe('no-cache')
  const html = await index.text()
  const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1]
  const style = html.match(/href="(\/assets\/[^"]+\.css)"/)?.[1]
  expect(script && style, 'index.html links a script and a stylesheet').toBeTruthy()

  for (const [encoding, expected] of [
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ] as const) {
    for (const url of [script!, style!]) {
      const res = await request.get(url, { headers: { 'accept-encoding': encoding } })
      expect(res.status()).toBe(200)
      expect(res.headers()['content-encoding'], `${url} asked with ${encoding}`).toBe(expected)
      expect(res.headers()['content-type']).toMatch(url.endsWith('.js') ? /javascript/ : /text\/css/)
      expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(res.headers().vary).toMatch(/accept-encoding/i)
    }
  }
  // The request context decodes the body: what arrives compressed is the same script.
  const plain = await request.get(script!, { headers: { 'accept-encoding': 'identity' } })
  const brotli = await request.get(script!, { headers: { 'accept-encoding': 'br' } })
  expect(await brotli.text()).toBe(await plain.text())
  expect(await plain.text()).toContain(`sourceMappingURL=${script!.split('/').pop()}.map`)

  const map = await request.get(`${script}.map`)
  expect(map.status()).toBe(200)
  expect((await map.json()).sources.length).toBeGreaterThan(0)

  // A signed-in route of the app is index.html, empty for the app to draw, compressed the same way
  // and loading the same script; `/` is the landing page rendered at build time.
  const route = await request.get('/dashboard', { headers: { 'accept-encoding': 'br' } })
  expect(route.headers()['content-encoding']).toBe('br')
  const shell = await route.text()
  expect(shell).toContain('<div id="root"></div>')
  expect(shell).toContain(`src="${script}"`)
  expect(html).not.toContain('<div id="root"></div>')
  expect(html).toContain('Keep every mile of your business on the books')
})
