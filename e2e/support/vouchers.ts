import { withClubDatabase } from './club-database.ts'

let serial = 0

/**
 * Adds an e-voucher type with a batch of `codes` waiting, pictured like the demo's first item,
 * straight into the e2e database, as staff do in the back office (add the type, upload its CSV).
 * Members get its codes oldest first. Answers the type's id and its codes in upload order.
 */
export function addVoucherType(name: string, { points, valueSen, codes = 2 }: { points: number; valueSen: number; codes?: number }): { id: number; codes: string[] } {
  return withClubDatabase((db) => {
    const at = new Date().toISOString()
    const picture = db.prepare('select image_en from reward_items order by id limit 1').get() as { image_en: string }
    const stamp = `${Date.now().toString(36)}${serial++}`.toUpperCase()
    const type = db
      .prepare(
        `insert into voucher_types (item_id, name, value_sen, points, image_url, active, expires_on, milestone, created_at, updated_at)
         values (?, ?, ?, ?, ?, 1, null, null, ?, ?)`,
      )
      .run(`EV-${stamp}`, name, valueSen, points, picture.image_en, at, at)
    const typeId = Number(type.lastInsertRowid)
    const batch = db.prepare('insert into voucher_batches (type_id, total, admin_id, created_at) values (?, ?, null, ?)').run(typeId, codes, at)
    const list = Array.from({ length: codes }, (_, i) => `EV${stamp}X${i}`)
    const insert = db.prepare('insert into voucher_codes (type_id, batch_id, code, member_voucher_id, created_at) values (?, ?, ?, null, ?)')
    for (const code of list) insert.run(typeId, batch.lastInsertRowid, code, at)
    return { id: typeId, codes: list }
  })
}

/**
 * Gives a member the milestone voucher for their `milestone`th code (5: RM5, 10: RM10), as
 * crediting that code does, valid until `expiresOn` (YYYY-MM-DD). Milestone vouchers have no picture.
 */
export function giveMilestoneVoucher(uuid: string, milestone: 5 | 10, expiresOn: string): string {
  return withClubDatabase((db) => {
    const { id: memberId } = db.prepare('select id from members where uuid = ?').get(uuid) as { id: number }
    const type = db.prepare('select id, name, value_sen from voucher_types where milestone = ?').get(milestone) as { id: number; name: string; value_sen: number }
    const code = `RM${type.value_sen / 100}-E2E${Date.now().toString(36).toUpperCase()}${serial++}`
    db.prepare(
      `insert into member_vouchers (member_id, type_id, name, value_sen, points, code, source, reference, expires_on, used_at, created_at)
       values (?, ?, ?, ?, 0, ?, 'milestone', ?, ?, null, ?)`,
    ).run(memberId, type.id, type.name, type.value_sen, code, String(milestone), expiresOn, new Date().toISOString())
    return code
  })
}

/** A member's vouchers in the e2e database, newest first: which code, and whether it is used. */
export function vouchersOf(uuid: string): { code: string; used: boolean }[] {
  const rows = withClubDatabase((db) =>
    db.prepare('select v.code, v.used_at from member_vouchers v join members m on m.id = v.member_id where m.uuid = ? order by v.created_at desc, v.id desc').all(uuid) as { code: string; used_at: string | null }[],
    { readonly: true },
  )
  return rows.map((r) => ({ code: r.code, used: r.used_at !== null }))
}
