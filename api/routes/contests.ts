import { createHash } from 'node:crypto'
import { CONTEST_UPLOAD, type ContestSubmitAnswer, entryFieldName, fieldsAskedBy, parseEntryFieldName } from '../../domain/contests.ts'
import { fetchContests, fetchEntryImage, fetchEntryReceipt, submitContestEntries } from '../../domain/contract/contests.ts'
import { MEDIA_TYPES, type FormFile, isFormFile } from '../../domain/uploads.ts'
import { contestOptionIds, contestRow, contestsFor, entryFiles, type NewEntry } from '../db/contests.ts'
import type { AppDeps } from '../deps.ts'
import { ApiError } from '../http/api-error.ts'
import { refuseOtherMember, requireMember } from '../http/auth.ts'
import { contractRoute } from '../http/contract-route.ts'
import { createRouter } from '../http/openapi.ts'
import { rateLimit } from '../http/rate-limit.ts'
import type { StagedFile } from '../services/file-store.ts'
import { enterContest, refuseClosedContest } from '../services/contest-entries.ts'
import { hashRequest, runOnce } from '../services/idempotency.ts'
import { checkUpload, type CheckedUpload } from '../services/uploads.ts'

/** One entry as sent: its checked files and its other fields, before anything is stored. */
interface EntryInput {
  image?: CheckedUpload
  receipt?: CheckedUpload
  link: string | null
  optionId: number | null
}

/** Contests for members (spec 2 §2-§5, §7): the list, entering one for points with uploads, and their own entry images. */
export function contestRoutes(deps: AppDeps) {
  const { db, clock, files } = deps
  const member = requireMember(deps)
  const writes = rateLimit(db, clock, { limit: 30, windowMs: 60_000, key: (c) => `member:${c.get('member').id}` })
  const app = createRouter()

  app.openapi({ ...contractRoute(fetchContests), middleware: [member] }, async (c) => c.json({ data: await contestsFor(db, c.get('member').id, clock.now()) }, 200))

  app.openapi({ ...contractRoute(submitContestEntries), middleware: [member, writes] }, async (c) => {
    const memberId = c.get('member').id
    const form = c.req.valid('form') as Record<string, string | FormFile | number | undefined> & { contestId: number; entries: number; id?: string }
    refuseOtherMember(c, form.id)
    const at = clock.now()
    const contest = await contestRow(db, form.contestId)
    refuseClosedContest(contest, at)

    // Exactly the fields the contest asks for, for each entry: a missing one is named, another refused.
    const asked = new Set(fieldsAskedBy({ uploadImages: contest.uploadImages === 1, uploadReceipts: contest.uploadReceipts === 1, linkUrl: contest.linkUrl === 1, gotDropdown: contest.gotDropdown === 1 }))
    for (const name of Object.keys(form)) {
      const field = parseEntryFieldName(name)
      if (field && !asked.has(field[0])) throw new ApiError(400, 'unknownField', { fields: [{ path: name, code: 'unrecognized_keys' }] })
    }
    const indexes = Array.from({ length: form.entries }, (_, i) => i)
    const missing = indexes.flatMap((i) => [...asked].map((f) => entryFieldName(f, i)).filter((name) => !filled(form[name])))
    if (missing.length) throw new ApiError(422, 'contestFieldsRequired', { fields: missing.map((path) => ({ path, code: 'contestFieldsRequired' })) })
    const options = asked.has('selectedValue') ? await contestOptionIds(db, contest.id) : new Set<number>()

    const entries: EntryInput[] = []
    for (const i of indexes) {
      const optionId = asked.has('selectedValue') ? Number(form[entryFieldName('selectedValue', i)]) : null
      if (optionId !== null && !options.has(optionId)) throw new ApiError(422, 'contestChoiceInvalid', { fields: [{ path: entryFieldName('selectedValue', i), code: 'contestChoiceInvalid' }] })
      entries.push({
        image: asked.has('image') ? await checkUpload(form[entryFieldName('image', i)] as FormFile, CONTEST_UPLOAD) : undefined,
        receipt: asked.has('receiptsImage') ? await checkUpload(form[entryFieldName('receiptsImage', i)] as FormFile, CONTEST_UPLOAD) : undefined,
        link: asked.has('link') ? String(form[entryFieldName('link', i)]).trim() : null,
        optionId,
      })
    }

    const digest = (upload: CheckedUpload | undefined) => upload && createHash('sha256').update(upload.bytes).digest('hex')
    const fingerprint = { contestId: contest.id, entries: entries.map((e) => ({ image: digest(e.image), receipt: digest(e.receipt), link: e.link, optionId: e.optionId })) }
    const scope = { memberId, route: 'contest-submit', key: c.req.valid('header')['idempotency-key'], requestHash: hashRequest(fingerprint), at }
    // As receipts do: the files are staged before the write transaction (no file I/O inside it) and
    // moved into place only once the rows naming them have committed, so a refusal, a replay or a
    // crash leaves no file behind (a crash after the commit is finished by the start-up sweep).
    const staged: StagedFile[] = []
    const stage = async (upload: CheckedUpload | undefined) => {
      if (!upload) return null
      const file = await files.stage('private', upload.extension, upload.bytes)
      staged.push(file)
      return file.name
    }
    let stored = false
    let keep = false
    try {
      const rows: NewEntry[] = []
      for (const e of entries) rows.push({ imageFile: await stage(e.image), receiptFile: await stage(e.receipt), link: e.link, optionId: e.optionId })
      const answer = await runOnce<ContestSubmitAnswer>(db, scope, async (trx) => {
        stored = false // an earlier attempt of this work may have stored them before PostgreSQL rolled it back
        const made = await enterContest(trx, { memberId, contestId: contest.id, entries: rows, at })
        stored = true
        const [updated] = await contestsFor(trx, memberId, at, contest.id)
        return { status: 200, body: { ...made, entries: rows.length, contest: updated! } }
      })
      if (stored) {
        keep = true
        await Promise.all(staged.map((file) => file.commit()))
      }
      return c.json(answer.body, 200)
    } finally {
      if (!keep) await Promise.all(staged.map((file) => file.discard()))
    }
  })

  // An entry's files, for the member who made it only; anyone else's entry answers as if it did not exist.
  const serveEntryFile = (which: 'imageFile' | 'receiptFile') => async (memberId: number, id: number) => {
    const entry = await entryFiles(db, id)
    const name = entry?.memberId === memberId ? entry[which] : null
    const data = name ? await files.read('private', name) : undefined
    if (!name || !data) throw new ApiError(404, 'contestEntryNotFound')
    const type = name.endsWith('.png') ? MEDIA_TYPES.png : MEDIA_TYPES.jpeg
    return { data, headers: { 'Content-Type': type, 'Cache-Control': 'no-store' } }
  }
  const image = serveEntryFile('imageFile')
  const receipt = serveEntryFile('receiptFile')
  app.openapi({ ...contractRoute(fetchEntryImage), middleware: [member] }, async (c) => {
    const { data, headers } = await image(c.get('member').id, c.req.valid('param').id)
    return c.body(new Uint8Array(data), 200, headers)
  })
  app.openapi({ ...contractRoute(fetchEntryReceipt), middleware: [member] }, async (c) => {
    const { data, headers } = await receipt(c.get('member').id, c.req.valid('param').id)
    return c.body(new Uint8Array(data), 200, headers)
  })

  return app
}

/** A field counts as given when it is a non-empty file or a non-blank text. */
const filled = (value: unknown) => (isFormFile(value) ? value.size > 0 : typeof value === 'string' && value.trim() !== '')
