import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import path from 'node:path'

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another RigLedger server (process ${pid}) is using the data folder ${dataDir}. ` +
        'Two servers on one embedded database would corrupt it: stop the other one or set DATA_DIR to another folder.',
    )
    this.name = 'DataDirLockedError'
  }
}

/** When a process started (clock ticks since boot, Linux), to tell it from a later one with its pid. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name, which is in parentheses and may hold spaces: starttime is the 20th.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Folders this process holds: its own pid in a lock file it does not hold is a previous life's. */
const heldHere = new Set<string>()

/** Whether the process that wrote `content` ("pid" or "pid start-time") is still running. */
function holderRuns(content: string, file: string): number | null {
  const [pidText, started] = content.trim().split(' ')
  const pid = Number(pidText)
  if (!Number.isInteger(pid) || pid <= 0) return null
  if (pid === process.pid) return heldHere.has(file) ? pid : null
  if (!isRunning(pid)) return null
  // The pid runs, but it may be another process that got the crashed server's number.
  if (started && startTimeOf(pid) !== null && startTimeOf(pid) !== started) return null
  return pid
}

/**
 * Takes the data folder for this process: a lock file created exclusively, holding our pid and
 * start time. A lock left by a process that no longer runs (a crash, or a restart that got the same
 * pid) is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, 'server.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx')
      const started = startTimeOf(process.pid)
      writeSync(fd, started ? `${process.pid} ${started}` : String(process.pid))
      closeSync(fd)
      heldHere.add(file)
      let released = false
      return () => {
        if (released) return
        released = true
        heldHere.delete(file)
        rmSync(file, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = holderRuns(readFileSync(file, 'utf8'), file)
      if (holder !== null) throw new DataDirLockedError(dataDir, holder)
      rmSync(file, { force: true })
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`)
}
