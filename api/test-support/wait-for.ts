/**
 * How long a test waits for work the server does after answering (a batch of codes, an email, a
 * text sent later): generous, as the suite runs on a busy 2-core machine, and well inside the 30 s
 * an API test may take. A state that arrives ends the wait at once.
 */
export const BACKGROUND_WAIT_MS = 20_000

/** For `expect.poll`. */
export const BACKGROUND_WAIT = { timeout: BACKGROUND_WAIT_MS }

/** Looks every 20 ms until `find` answers something, for up to BACKGROUND_WAIT_MS; then fails with `missing`. */
export async function waitFor<T>(find: () => T | undefined | Promise<T | undefined>, missing: string): Promise<T> {
  const deadline = Date.now() + BACKGROUND_WAIT_MS
  for (;;) {
    const found = await find()
    if (found !== undefined) return found
    if (Date.now() > deadline) throw new Error(missing)
    await new Promise((r) => setTimeout(r, 20))
  }
}
