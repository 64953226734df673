export function postgresBinDir(): string | undefined
export function ensurePostgres(): void
