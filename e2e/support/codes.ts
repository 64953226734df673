import { CODE_ALPHABET, checkSymbol } from '../../domain/unique-code.ts'
import { withClubDatabase } from './club-database.ts'

/**
 * Puts codes into a finished, active batch of the e2e database, as if generated, so a test can
 * scan the codes printed in the fake-camera videos.
 */
export function seedCodes(codes: string[], points: number, brand = 'Lembut Comfort'): void {
  withClubDatabase((db) => {
    const size = db.prepare('select s.id from sizes s join brands b on b.id = s.brand_id where b.name = ? order by s.id').get(brand) as { id: number }
    const now = new Date().toISOString()
    const batch = db
      .prepare("insert into code_batches (size_id, points, quantity, generated, status, active, created_at, updated_at) values (?, ?, ?, ?, 'done', 1, ?, ?)")
      .run(size.id, points, codes.length, codes.length, now, now)
    const insert = db.prepare('insert or ignore into unique_codes (code, batch_id) values (?, ?)')
    for (const code of codes) insert.run(code, batch.lastInsertRowid)
  })
}

/** A valid code no other test uses: nine random symbols and their check symbol. */
export function freshCode(): string {
  const payload = Array.from({ length: 9 }, () => CODE_ALPHABET[Math.floor(Math.random() * CODE_ALPHABET.length)]).join('')
  return payload + checkSymbol(payload)
}
