/** The one source of "now" for the API, injected everywhere so tests can move time. */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/** A clock that stands still until told to move; for tests. */
export class ManualClock implements Clock {
  #at: Date
  constructor(at: Date | string) {
    this.#at = new Date(at)
  }
  now(): Date {
    return new Date(this.#at)
  }
  set(at: Date | string): void {
    this.#at = new Date(at)
  }
  advance(ms: number): void {
    this.#at = new Date(this.#at.getTime() + ms)
  }
}
