import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/connection.ts'
import type { Logger } from '../logger.ts'

export interface JobDeps {
  db: Database
  clock: Clock
  logger: Logger
}

/**
 * Background work kept as rows (a mass credit, a bulk user upload): any instance may take a job
 * up, and each chunk commits its rows' states with their effects, so a job carries on after a
 * crash from where its rows stand.
 */
export interface ChunkedJob {
  /** Names the job in logs (`<name>_failed`). */
  name: string
  /** One chunk in one transaction; answers whether there may be more to do. Safe to run twice at once. */
  workChunk(deps: JobDeps, id: number): Promise<boolean>
  /** The jobs still working: all of them, or those whose last chunk is older than `stalledBefore`. */
  unfinished(db: Database, stalledBefore?: string): Promise<number[]>
}

/** A job still working whose last chunk is older than this lost its instance (PostgreSQL) and is taken up again. */
export const STALLED_AFTER_MS = 20_000
const RECOVERY_EVERY_MS = 5_000

/** Rows one chunk takes in its transaction: short enough never to hold the database for long. */
export const ROWS_PER_CHUNK = 250

/** Jobs this process is working on (`name:id`), per database: a recovery sweep leaves them to their run. */
const runningIn = new WeakMap<Database, Set<string>>()

/**
 * Works a job a chunk at a time, giving the event loop back in between, until it is done. It never
 * rejects: a failure is logged and the job stays where it was, for the next recovery sweep.
 */
export async function runJob(deps: JobDeps, job: ChunkedJob, id: number): Promise<void> {
  const running = runningIn.get(deps.db) ?? new Set<string>()
  runningIn.set(deps.db, running)
  const key = `${job.name}:${id}`
  if (running.has(key)) return
  running.add(key)
  try {
    while (await job.workChunk(deps, id)) await yieldToEventLoop()
  } catch (error) {
    deps.logger.error(`${job.name}_failed`, { id, error: (error as Error)?.message ?? String(error) })
  } finally {
    running.delete(key)
  }
}

/**
 * Carries on the jobs a restart interrupted: at start every job still working, then every few
 * seconds those whose last chunk is old (their instance died). Answers a stopper.
 */
export function scheduleJobRecovery(deps: JobDeps, job: ChunkedJob): () => void {
  const recover = async (all: boolean) => {
    const stalledBefore = new Date(deps.clock.now().getTime() - STALLED_AFTER_MS).toISOString()
    for (const id of await job.unfinished(deps.db, all ? undefined : stalledBefore)) void runJob(deps, job, id)
  }
  const report = (error: unknown) => deps.logger.error(`${job.name}_recovery_failed`, { error: (error as Error)?.message ?? String(error) })
  void recover(true).catch(report)
  const timer = setInterval(() => void recover(false).catch(report), RECOVERY_EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
