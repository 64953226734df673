import type { ContestForm } from '../../../domain/contest-form.ts'
import * as contract from '../../../domain/contract/admin-contests.ts'
import type { FormFile } from '../../../domain/uploads.ts'
import { adminContests, chosenOptionIds, type ContestWrite, flipContestActive, insertContest, updateContest } from '../../db/contest-admin.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { AppDeps, SessionAdmin } from '../../deps.ts'
import { ApiError } from '../../http/api-error.ts'
import { contractRoute } from '../../http/contract-route.ts'
import { createRouter } from '../../http/openapi.ts'
import { recordAudit } from '../../services/audit.ts'
import { type CheckedUpload, checkUpload, PUBLIC_IMAGE, publicFileUrl } from '../../services/uploads.ts'

const flag = (on: boolean) => (on ? 1 : 0) as 0 | 1
const MECHANICS = ['uploadImages', 'uploadReceipts', 'linkUrl', 'gotDropdown'] as const

/**
 * Contests in the back office (spec 3 §2.9): add, edit, show or hide. The form's schema holds the
 * rules (domain/contest-form.ts); images (icons, prize images) are checked by content before anything
 * is stored and each saved under a new name, outside the write's transaction, which may run twice.
 * Once a contest has entries its mechanics are fixed and the options entries chose stay (decision 116).
 * Every write is audited inside its transaction.
 */
export function adminContestRoutes(deps: AppDeps) {
  const { db, files, clock, config } = deps
  const app = createRouter()

  const one = async (trx: typeof db, id: number) => (await adminContests(trx, id))[0]
  const audit = (trx: typeof db, admin: SessionAdmin, verb: string, id: number, before: unknown, after: unknown) =>
    recordAudit(trx, { admin, entity: 'contest', verb, entityId: id, before, after, at: clock.now() })

  const check = (file: FormFile | undefined) => (file ? checkUpload(file, PUBLIC_IMAGE) : undefined)
  const store = async (checked: CheckedUpload | undefined) => checked && publicFileUrl(config.apiRoot, await files.save('public', checked.extension, checked.bytes))

  /**
   * The row and lists a form stands for, its new images stored. A prize keeps an image only if it is
   * one this contest's prizes already have (`kept`): a form cannot point a prize at any address.
   */
  async function contestOf(form: ContestForm, kept: readonly string[]): Promise<ContestWrite & Partial<{ iconEn: string; iconBm: string }>> {
    const checked = { icons: [await check(form.campaignIcon), await check(form.campaignIconBM)], prizes: [] as CheckedUpload[] }
    for (const file of form.prizeImage) checked.prizes.push(await checkUpload(file, PUBLIC_IMAGE))
    if (form.prizes.some((p) => p.imageUrl !== undefined && !kept.includes(p.imageUrl))) throw new ApiError(422, 'contestPrizeImageRequired')
    const [iconEn, iconBm] = await Promise.all(checked.icons.map(store))
    const prizeUrls = await Promise.all(checked.prizes.map(store))
    return {
      ...(iconEn && { iconEn }),
      ...(iconBm && { iconBm }),
      nameEn: form.name,
      nameBm: form.nameBM,
      descriptionEn: form.description,
      descriptionBm: form.descriptionBM,
      startsAt: form.startDate,
      endsAt: form.endDate,
      pointRequired: flag(form.pointRequired),
      // No points needed means none taken, whatever the hidden field held.
      pointsPerEntry: form.pointRequired ? form.pointsPerEntry : 0,
      entriesPerPerson: form.entriesPerPerson,
      uploadImages: flag(form.uploadImages),
      uploadReceipts: flag(form.uploadReceipts),
      linkUrl: flag(form.linkURL),
      gotDropdown: flag(form.gotDropdown),
      dropdownTitleEn: form.gotDropdown ? form.dropdownTitle : '',
      dropdownTitleBm: form.gotDropdown ? form.dropdownTitleBM : '',
      options: form.gotDropdown ? form.dropdownOption.map((o) => ({ ...(o.id !== undefined && { id: o.id }), labelEn: o.label, labelBm: o.labelBM })) : [],
      steps: form.steps.map((s) => ({ instructionsEn: s.instructions, instructionsBm: s.instructionsBM, descriptionEn: s.description, descriptionBm: s.descriptionBM })),
      prizes: form.prizes.map((p) => ({ titleEn: p.title, titleBm: p.titleBM, amount: p.amount, imageUrl: p.imageUrl ?? prizeUrls[p.file!]! })),
    }
  }

  app.openapi(contractRoute(contract.fetchAdminContests), async (c) => c.json({ data: await adminContests(db) }, 200))

  app.openapi(contractRoute(contract.addContest), async (c) => {
    const form = c.req.valid('form')
    const contest = await contestOf(form, [])
    // An option id on add names nothing of this contest: every option is new.
    contest.options = contest.options.map(({ labelEn, labelBm }) => ({ labelEn, labelBm }))
    const added = await inTransaction(db, async (trx) => {
      const id = await insertContest(trx, contest as ContestWrite & { iconEn: string; iconBm: string }, clock.now())
      const after = await one(trx, id)
      await audit(trx, c.get('admin'), 'add', id, null, after)
      return after!
    })
    return c.json(added, 201)
  })

  app.openapi(contractRoute(contract.editContest), async (c) => {
    const form = c.req.valid('form')
    const current = await one(db, form.id)
    if (!current) throw new ApiError(404, 'contestAdminNotFound')
    const contest = await contestOf(form, current.prizes.map((p) => p.imageUrl))
    const edited = await inTransaction(db, async (trx) => {
      const before = await one(trx, form.id)
      if (!before) throw new ApiError(404, 'contestAdminNotFound')
      // Checked inside the write: an entry made meanwhile counts.
      if (before.entries > 0 && MECHANICS.some((m) => before[m] !== (contest[m] === 1))) throw new ApiError(409, 'contestMechanicsLocked')
      const ownOptions = before.options.map((o) => o.id)
      if (contest.options.some((o) => o.id !== undefined && !ownOptions.includes(o.id))) throw new ApiError(409, 'contestOptionInUse')
      const sent = new Set(contest.options.map((o) => o.id))
      if ((await chosenOptionIds(trx, form.id)).some((id) => !sent.has(id))) throw new ApiError(409, 'contestOptionInUse')
      if (!(await updateContest(trx, form.id, contest, clock.now()))) throw new ApiError(404, 'contestAdminNotFound')
      const after = await one(trx, form.id)
      await audit(trx, c.get('admin'), 'edit', form.id, before, after)
      return after!
    })
    return c.json(edited, 200)
  })

  app.openapi(contractRoute(contract.showContest), async (c) => {
    const { id } = c.req.valid('json')
    const shown = await inTransaction(db, async (trx) => {
      const before = await one(trx, id)
      if (!before || !(await flipContestActive(trx, id, clock.now()))) throw new ApiError(404, 'contestAdminNotFound')
      const after = await one(trx, id)
      await audit(trx, c.get('admin'), after!.active ? 'show' : 'hide', id, before, after)
      return after!
    })
    return c.json(shown, 200)
  })

  return app
}
