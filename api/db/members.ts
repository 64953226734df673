import { randomUUID } from 'node:crypto'
import type { SignInName } from '../../domain/identity-rules.ts'
import type { Language } from '../../domain/languages.ts'
import type { Member } from '../../domain/member.ts'
import { RECENT_POINT_RECORDS } from '../../domain/point-records.ts'
import { firstTierReview, tierProgress } from '../../domain/tiers.ts'
import { businessDate } from '../../domain/business-time.ts'
import { membershipOn } from '../../domain/membership.ts'
import type { Updateable } from 'kysely'
import { balanceOf } from '../services/ledger.ts'
import { SAVED_DETAILS_COLUMNS } from '../services/profile-details.ts'
import { memberSamples, sampleStanding } from '../services/samples.ts'
import { randomSymbols } from '../services/random-symbols.ts'
import { activeAddresses } from './addresses.ts'
import { babyInfos } from './babies.ts'
import type { Database } from './connection.ts'
import { vouchersOf } from './vouchers.ts'
import { preparedQuery } from './prepared-query.ts'
import type { MembersTable } from './schema.ts'
import { unreadMessageCount } from './inbox.ts'
import { pointRecords, pointsTowardReview } from './points.ts'
import { tierHistoryOf } from './tier-history.ts'

/** A referral code members can read out to friends. */
export function newReferralCode(): string {
  return randomSymbols(8)
}

/**
 * What every new member starts with however they join (the app's signup, a bulk upload): the id
 * the API shows, a referral code, and the first tier review on the anniversary of registering.
 */
export function newMemberBasics(registeredOn: string, today: string) {
  return { uuid: randomUUID(), referralCode: newReferralCode(), tierResetDate: firstTierReview(registeredOn, today) }
}

/**
 * The member a sign-in name reaches. A number: its verified member, else a signup pending with it.
 * An email: the member who proved it, else the first verified member holding it unproven (a later
 * signup takes an email only by proving it), else a signup pending with it.
 */
export async function memberBySignInName(db: Database, name: SignInName) {
  const holders = await db
    .selectFrom('members')
    .selectAll()
    .$call((q) => ('number' in name ? q.where('number', '=', name.number) : q.where('email', '=', name.email)))
    .orderBy('verifiedAt')
    .orderBy('id')
    .execute()
  return holders.find((m) => m.emailVerifiedAt) ?? holders.find((m) => m.verifiedAt) ?? holders.at(-1)
}

/** The member as the API shows them to themselves. */
export async function memberView(db: Database, memberId: number, at: Date): Promise<Member> {
  const m = await db.selectFrom('members').selectAll().where('id', '=', memberId).executeTakeFirstOrThrow()
  const pastYearPoints = await pointsTowardReview(db, m, at)
  const [samples, sampleRefused, babies] = await Promise.all([memberSamples(db, memberId, at), sampleStanding(db, memberId, at), babyInfos(db, memberId)])
  const membershipFacts = { pregnancyStage: m.pregnancyStage, edb: m.edb, extendedTo: m.membershipExtendedTo, childBirthDates: babies.map((b) => b.birthDate) }
  return {
    id: m.uuid,
    name: m.name,
    number: m.number,
    email: m.email,
    gender: m.gender,
    race: m.race,
    nationality: m.nationality,
    dob: m.dob,
    pregnancyStage: m.pregnancyStage,
    pregnancyStageUpdatedAt: m.pregnancyStageUpdatedAt,
    detailsUpdatedAt: m.detailsUpdatedAt,
    edb: m.edb,
    language: m.language,
    totalPoints: await balanceOf(db, m.id),
    tier: m.tier,
    tierResetDate: m.tierResetDate,
    totalPointsInPastYear: pastYearPoints,
    tierSetting: [tierProgress(m.tier, pastYearPoints)],
    tierHistory: await tierHistoryOf(db, memberId),
    points: await pointRecords(db, memberId, { limit: RECENT_POINT_RECORDS }),
    unreadMessages: await unreadMessageCount(db, memberId),
    referralCode: m.referralCode,
    allowRefer: m.allowRefer === 1,
    allowRequest: sampleRefused === null,
    sampleAvailableOn: sampleRefused?.availableOn ?? null,
    promptFeedback: samples.some((s) => s.feedbackDue),
    samples,
    forceUpdated: m.forceUpdated === 1,
    ssoPopup: m.ssoPopup === 1,
    addresses: await activeAddresses(db, m.id),
    babyInfos: babies,
    membership: membershipOn(membershipFacts, businessDate(at)),
    vouchers: await vouchersOf(db, m.id),
    trackingConsent: m.trackingConsent === 1,
    createdAt: m.createdAt,
  }
}

export async function pregnancyStageOf(db: Database, memberId: number) {
  return (await db.selectFrom('members').select('pregnancyStage').where('id', '=', memberId).executeTakeFirstOrThrow()).pregnancyStage
}

/** What pregnant-mum offers are open by (domain/shop.ts pregnantOfferOpen). */
export async function pregnancyOf(db: Database, memberId: number) {
  return db.selectFrom('members').select(['pregnancyStage', 'edb']).where('id', '=', memberId).executeTakeFirstOrThrow()
}

/** The member has seen the partner sign-on notice: it is not shown again. */
export async function clearSsoPopup(db: Database, memberId: number, at: Date): Promise<void> {
  await db.updateTable('members').set({ ssoPopup: 0, updatedAt: at.toISOString() }).where('id', '=', memberId).execute()
}

export async function setPasswordHash(db: Database, memberId: number, passwordHash: string, at: Date): Promise<void> {
  await db.updateTable('members').set({ passwordHash, updatedAt: at.toISOString() }).where('id', '=', memberId).execute()
}

/** The language the member's texts and emails are written in. */
export async function setLanguage(db: Database, memberId: number, language: Language, at: Date): Promise<void> {
  await db.updateTable('members').set({ language, updatedAt: at.toISOString() }).where('id', '=', memberId).execute()
}

/** A signup by its uuid, with what its OTP step proves. */
export function signupByUuid(db: Database, uuid: string) {
  return db.selectFrom('members').select(['id', 'number', 'signupToken', 'referralCode']).where('uuid', '=', uuid).executeTakeFirst()
}

/** Every account with this number, oldest first: signups from several devices may be pending with one. */
export function accountsWithNumber(db: Database, number: string) {
  return db.selectFrom('members').select(['id', 'uuid', 'signupToken', 'language', 'signupDevice', 'verifiedAt']).where('number', '=', number).orderBy('id').execute()
}

export async function verifiedMemberIdByNumber(db: Database, number: string): Promise<number | undefined> {
  return (await db.selectFrom('members').select('id').where('number', '=', number).where('verifiedAt', 'is not', null).executeTakeFirst())?.id
}

/** The personal details a save is checked against, and whether the profile was completed. */
export function savedDetails(db: Database, memberId: number) {
  return db.selectFrom('members').select([...SAVED_DETAILS_COLUMNS, 'forceUpdated']).where('id', '=', memberId).executeTakeFirstOrThrow()
}

export async function updateMemberDetails(db: Database, memberId: number, changes: Updateable<MembersTable>, at: Date): Promise<void> {
  await db.updateTable('members').set({ ...changes, updatedAt: at.toISOString() }).where('id', '=', memberId).execute()
}

/** Saves the completed profile; conditional, so of two completions racing each other only one is true. */
export async function markProfileCompleted(db: Database, memberId: number, changes: Updateable<MembersTable>, at: Date): Promise<boolean> {
  const completed = await db
    .updateTable('members')
    .set({ ...changes, forceUpdated: 1, updatedAt: at.toISOString() })
    .where('id', '=', memberId)
    .where('forceUpdated', '=', 0)
    .executeTakeFirst()
  return Number(completed.numUpdatedRows) === 1
}

/** A member's tier, which a credit's points depend on. */
export const tierOfMember = preparedQuery((db, v: { memberId: number }) => db.selectFrom('members').select('tier').where('id', '=', v.memberId))
