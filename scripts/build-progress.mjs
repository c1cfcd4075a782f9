// A Vite plugin that tells what the web app's build is doing while `npm start` waits for it: the
// modules read so far every few seconds, then the writing of the bundles (a line every few seconds),
// then the time it took.
export function buildProgress({
  print = console.log,
  now = Date.now,
  everyMs = 3000,
  every = (tell, ms) => setInterval(tell, ms).unref(),
  stop = clearInterval,
} = {}) {
  const started = now()
  let modules = 0
  let told = started
  let writing
  const seconds = () => Math.round((now() - started) / 1000)
  return {
    name: 'rigledger-build-progress',
    apply: 'build',
    buildStart() {
      print('Building the web app (a minute or so the first time)…')
    },
    transform() {
      modules += 1
      if (now() - told >= everyMs) {
        told = now()
        print(`  ${modules} modules read (${seconds()} s)`)
      }
      return null
    },
    renderStart() {
      print(`  ${modules} modules read; writing the bundles (${seconds()} s)`)
      // Minifying and writing says nothing of its own: a line every few seconds until it is done.
      writing = every(() => print(`  writing the bundles (${seconds()} s)`), everyMs)
    },
    closeBundle() {
      stop(writing)
      print(`  built in ${seconds()} s`)
    },
  }
}
