export function buildWeb(options?: { force?: boolean }): void
export function sourceStamp(): string
