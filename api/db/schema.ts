import type { Generated } from 'kysely'
import type { AdminRole } from '../../domain/admin.ts'
import type { BatchFailureReason, BatchStatus } from '../../domain/code-batches.ts'
import type { NoticeKind } from '../../domain/content.ts'
import type { CodeRefusalReason } from '../../domain/fraud-signals.ts'
import type { InboxKind } from '../../domain/inbox.ts'
import type { BulkRowState, UploadState } from '../../domain/bulk-users.ts'
import type { BatchState, MassCreditType, RowProblem, RowState } from '../../domain/mass-credit.ts'
import type { QuestKind } from '../../domain/quests.ts'
import type { ContestEntryStatus } from '../../domain/contests.ts'
import type { TrackingEventName } from '../../domain/tracking.ts'
import type { Language } from '../../domain/languages.ts'
import type { MysteryBoxSource, MysteryDrawKind, MysteryPrizeKind } from '../../domain/mystery-box.ts'
import type { OrderStatus, OrderType } from '../../domain/shop.ts'
import type { RegisterSource } from '../../domain/promoters.ts'

/**
 * The database as code sees it (camelCase; columns are snake_case). SQLite has no booleans:
 * flags are 0 or 1. Times are ISO-8601 UTC strings.
 */
export interface DB {
  settings: SettingsTable
  admins: AdminsTable
  brands: BrandsTable
  formats: FormatsTable
  sizes: SizesTable
  samples: SamplesTable
  rewardCategories: RewardCategoriesTable
  rewardItems: RewardItemsTable
  rewardItemCategories: RewardItemCategoriesTable
  news: NewsTable
  articles: ArticlesTable
  contentPages: ContentPagesTable
  retailers: RetailersTable
  skus: SkusTable
  members: MembersTable
  addresses: AddressesTable
  babies: BabiesTable
  adminSessions: AdminSessionsTable
  memberSessions: MemberSessionsTable
  otps: OtpsTable
  otpSends: OtpSendsTable
  otpNumbers: OtpNumbersTable
  signInLocks: SignInLocksTable
  emailLinks: EmailLinksTable
  emailQueue: EmailQueueTable
  referrals: ReferralsTable
  pointsLedger: PointsLedgerTable
  notices: NoticesTable
  codeBatches: CodeBatchesTable
  uniqueCodes: UniqueCodesTable
  idempotencyKeys: IdempotencyKeysTable
  memberVouchers: MemberVouchersTable
  receipts: ReceiptsTable
  receiptItems: ReceiptItemsTable
  tierHistory: TierHistoryTable
  questGroups: QuestGroupsTable
  quests: QuestsTable
  inboxMessages: InboxMessagesTable
  pushSubscriptions: PushSubscriptionsTable
  rateLimits: RateLimitsTable
  orders: OrdersTable
  orderItems: OrderItemsTable
  orderEvents: OrderEventsTable
  orderSamples: OrderSamplesTable
  sampleQuestions: SampleQuestionsTable
  sampleQuestionChoices: SampleQuestionChoicesTable
  sampleFeedback: SampleFeedbackTable
  voucherTypes: VoucherTypesTable
  voucherBatches: VoucherBatchesTable
  voucherCodes: VoucherCodesTable
  adminAudit: AdminAuditTable
  wishers: WishersTable
  donateItems: DonateItemsTable
  donations: DonationsTable
  journey: JourneyTable
  blogs: BlogsTable
  blogImages: BlogImagesTable
  contests: ContestsTable
  contestSteps: ContestStepsTable
  contestPrizes: ContestPrizesTable
  contestOptions: ContestOptionsTable
  contestSubmissions: ContestSubmissionsTable
  contestEntries: ContestEntriesTable
  mysteryCampaigns: MysteryCampaignsTable
  mysteryPrizes: MysteryPrizesTable
  mysteryBoxes: MysteryBoxesTable
  mysteryDraws: MysteryDrawsTable
  mysteryDrawWinners: MysteryDrawWinnersTable
  massCreditBatches: MassCreditBatchesTable
  massCreditRows: MassCreditRowsTable
  promoters: PromotersTable
  codeAttempts: CodeAttemptsTable
  bulkUserUploads: BulkUserUploadsTable
  bulkUserRows: BulkUserRowsTable
  socialFlows: SocialFlowsTable
  socialTickets: SocialTicketsTable
  memberIdentities: MemberIdentitiesTable
  partnerSignatures: PartnerSignaturesTable
  trackingEvents: TrackingEventsTable
}

export type Flag = 0 | 1

interface Timestamps {
  createdAt: string
  updatedAt: string
}

export interface SettingsTable {
  key: string
  value: string
  updatedAt: string
}

export interface AdminsTable extends Timestamps {
  id: Generated<number>
  username: string
  passwordHash: string
  role: AdminRole
  /** The account from the environment: never disabled nor demoted. */
  bootstrap: Generated<Flag>
  createdBy: number | null
  disabledAt: string | null
  lastSignInAt: string | null
}

export interface BrandsTable extends Timestamps {
  id: Generated<number>
  name: string
  description: string
  imageUrl: string
  milestoneCampaign: Generated<Flag>
}

export interface FormatsTable {
  id: Generated<number>
  name: string
}

export interface SizesTable {
  id: Generated<number>
  brandId: number
  formatId: number
  name: string
  description: Generated<string>
}

interface Bilingual {
  nameEn: string
  nameBm: string
  descriptionEn: string
  descriptionBm: string
  imageEn: string
  imageBm: string
}

export interface SamplesTable extends Bilingual, Timestamps {
  id: Generated<number>
  sizeId: number
  itemId: string
  uom: string
  inventory: number
  redeemed: Generated<number>
  active: Generated<Flag>
}

export interface RewardCategoriesTable {
  id: Generated<number>
  name: string
}

export interface RewardItemsTable extends Bilingual, Timestamps {
  id: Generated<number>
  itemId: string
  uom: string
  points: number
  inventory: number
  redeemed: Generated<number>
  itemBrand: string
  active: Generated<Flag>
  /** A pregnant-mum offer (spec 3 §2.6), not in the shop's categories. */
  pregnantOffer: Generated<Flag>
}

export interface RewardItemCategoriesTable {
  itemId: number
  categoryId: number
}

export interface NewsTable extends Timestamps {
  id: Generated<number>
  link: string | null
  titleEn: string
  titleBm: string
  descriptionEn: string
  descriptionBm: string
  imageEn: string
  imageBm: string
  showingTo: string
  active: Generated<Flag>
}

export interface ArticlesTable extends Timestamps {
  id: Generated<number>
  titleEn: string
  titleBm: string
  descriptionEn: string
  descriptionBm: string
  imageEn: string
  imageBm: string
  active: Generated<Flag>
}

export interface ContentPagesTable {
  slug: string
  titleEn: string
  titleBm: string
  bodyEn: string
  bodyBm: string
  updatedAt: string
}

export interface RetailersTable {
  id: Generated<number>
  label: string
  isOther: Generated<Flag>
  active: Generated<Flag>
}

export interface SkusTable extends Timestamps {
  id: Generated<number>
  nameEn: string
  nameBm: string
  brandId: number | null
  pointsPerUnit: number
  active: Generated<Flag>
}

export interface MembersTable extends Timestamps {
  id: Generated<number>
  uuid: string
  name: string
  /** Unique among verified members (migration 0012). */
  number: string
  /** Unique among proven emails; null once another member proved it (migration 0012). */
  email: string | null
  passwordHash: string | null
  dob: string | null
  edb: string | null
  gender: 'male' | 'female' | null
  race: 'malay' | 'chinese' | 'indian' | 'other' | null
  nationality: Generated<'malaysian' | 'non-malaysian'>
  pregnancyStage: 'trying' | 'pregnant' | 'oneChild' | 'moreChild' | null
  pregnancyStageUpdatedAt: string | null
  detailsUpdatedAt: string | null
  language: Generated<Language>
  receiveMail: Generated<Flag>
  referralCode: string
  allowRefer: Generated<Flag>
  forceUpdated: Generated<Flag>
  ssoPopup: Generated<Flag>
  tier: Generated<'gold' | 'platinum' | 'diamond'>
  tierResetDate: string
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
  signupDevice: string | null
  signupToken: string | null
  pendingSampleId: number | null
  /** The phone was proven by OTP, or the signup verified by its link. */
  verifiedAt: string | null
  /** The email was proven: a link sent to it was opened. */
  emailVerifiedAt: string | null
  /** Set by a bulk upload (migration 0033); null for a member who signed up in the app. */
  registerSource: RegisterSource | null
  promoterId: number | null
  /** The partner mall's id of the member this account is linked to (migration 0039); unique. */
  partnerMemberId: string | null
  /** The member's choice on tracking (migration 0041): 0 until given in the profile, 0 again once withdrawn. */
  trackingConsent: Generated<Flag>
  /** When the choice was last given or withdrawn; null when never made. */
  trackingConsentAt: string | null
  /** A later membership end a back-office admin set (migration 0040, domain/membership.ts). */
  membershipExtendedTo: string | null
  /** The membership end the member was last told about, 30 days ahead. */
  membershipNoticeFor: string | null
}

export interface AddressesTable extends Timestamps {
  id: Generated<number>
  memberId: number
  label: Generated<string>
  line1: string
  line2: Generated<string>
  line3: Generated<string>
  city: string
  state: string
  postcode: string
  country: Generated<string>
  active: Generated<Flag>
}

export interface BabiesTable extends Timestamps {
  id: Generated<number>
  memberId: number
  name: string | null
  gender: 'male' | 'female' | null
  birthDate: string
  brandId: number | null
  formatId: number | null
  sizeId: number | null
}

interface SessionRow {
  id: Generated<number>
  tokenHash: string
  createdAt: string
  expiresAt: string
  revokedAt: string | null
}

export interface AdminSessionsTable extends SessionRow {
  adminId: number
}

export interface MemberSessionsTable extends SessionRow {
  memberId: number
}

export type OtpPurpose = 'verify' | 'reset'

export interface OtpsTable {
  id: Generated<number>
  memberId: number
  /** A signup's code verifies it; a reset code only resets a password (migration 0012). */
  purpose: Generated<OtpPurpose>
  number: string
  codeHash: string
  attempts: Generated<number>
  createdAt: string
  expiresAt: string
  consumedAt: string | null
}

/** A text sent to a number, for the per-number limits (migration 0011). */
export interface OtpSendsTable {
  id: Generated<number>
  number: string
  createdAt: string
}

/** The row each OTP send to a number locks first (migration 0017). */
export interface OtpNumbersTable {
  number: string
  askedAt: string
}

export interface EmailQueueTable {
  id: Generated<number>
  recipient: string
  subject: string
  /** Cleared once sent. */
  body: string
  attempts: Generated<number>
  nextAttemptAt: string
  /** Not sent after this: the links it carries no longer work. */
  expiresAt: string
  sentAt: string | null
  createdAt: string
}

/** Wrong passwords in a row for an account ('member:<id>', 'admin:<id>') from an address ('' for members). */
export interface SignInLocksTable {
  account: string
  address: string
  failed: number
  lockedUntil: string | null
}

/** A provisioning request's signature, kept until its time window has passed (migration 0039). */
export interface PartnerSignaturesTable {
  signature: string
  expiresAt: string
}

export interface EmailLinksTable {
  id: Generated<number>
  memberId: number
  purpose: 'verify' | 'reset'
  datems: number
  usedAt: string | null
}

export interface ReferralsTable {
  id: Generated<number>
  referrerId: number
  refereeId: number
  creditedAt: string | null
  createdAt: string
}

export interface PointsLedgerTable {
  id: Generated<number>
  memberId: number
  points: number
  source: string
  reference: string
  note: string | null
  createdAt: string
}

/** What a sample order sent (migration 0025), with the household key its limits count by. */
export interface OrderSamplesTable {
  orderId: string
  sampleId: number
  itemCode: string
  nameEn: string
  nameBm: string
  imageEn: string
  imageBm: string
  brandId: number
  formatId: number
  sizeId: number
  household: string
}

export interface SampleQuestionsTable extends Timestamps {
  id: Generated<number>
  titleEn: string
  titleBm: string
  type: 'multiple' | 'rate' | 'dropdown' | 'open'
  brandId: number | null
  sizeId: number | null
  subTitleEn: string | null
  subTitleBm: string | null
  subType: 'open' | 'close' | null
  active: Generated<Flag>
}

export interface SampleQuestionChoicesTable {
  id: Generated<number>
  questionId: number
  sub: Generated<Flag>
  titleEn: string
  titleBm: string
}

export interface SampleFeedbackTable {
  orderId: string
  memberId: number
  received: Flag
  /** JSON: the answers with the questions' titles as they were (domain/sample-survey.ts StoredAnswer). */
  answers: string
  createdAt: string
}

export interface NoticesTable extends Timestamps {
  id: Generated<number>
  /** maintenance: shown at sign-in and signup; announcement: on the dashboard; promotion: the free-ticket promotion. */
  kind: NoticeKind
  titleEn: string
  titleBm: string
  bodyEn: string
  bodyBm: string
  startsAt: string
  endsAt: string
}

export interface CodeBatchesTable extends Timestamps {
  id: Generated<number>
  sizeId: number
  points: number
  quantity: number
  generated: Generated<number>
  status: Generated<BatchStatus>
  /** Set with status `failed`. */
  failureReason: Generated<BatchFailureReason | null>
  fileName: string | null
  active: Generated<Flag>
  /** The instance generating it (services/code-batches.ts), while `generating`. */
  claimedBy: string | null
  /** Epoch milliseconds when the claim runs out unless renewed. */
  leaseEndsAt: number | null
}

export interface UniqueCodesTable {
  code: string
  batchId: number
  scannedBy: number | null
  scannedAt: string | null
  /** The network (domain/fraud-signals.ts networkOf) the credit came from; null before migration 0034. */
  scanNetwork: string | null
  /** The device cookie the credit came with, if the browser had one. */
  scanDevice: string | null
}

export interface IdempotencyKeysTable {
  memberId: number
  route: string
  key: string
  requestHash: string
  status: number
  response: string
  createdAt: string
}

export interface MemberVouchersTable {
  id: Generated<number>
  memberId: number
  name: string
  valueSen: number
  code: string
  source: string
  reference: string
  usedAt: string | null
  createdAt: string
  /** Null only before migration 0024 gave every voucher a type. */
  typeId: number | null
  /** The last Malaysian day it may be used (YYYY-MM-DD). */
  expiresOn: string | null
  /** Points the member paid for it (0 for a milestone voucher). */
  points: Generated<number>
}

export interface VoucherTypesTable extends Timestamps {
  id: Generated<number>
  itemId: string
  name: string
  valueSen: number
  points: number
  imageUrl: string
  active: Generated<Flag>
  expiresOn: string | null
  milestone: number | null
}

export interface VoucherBatchesTable {
  id: Generated<number>
  typeId: number
  total: number
  adminId: number | null
  createdAt: string
}

export interface VoucherCodesTable {
  id: Generated<number>
  typeId: number
  batchId: number
  code: string
  memberVoucherId: number | null
  createdAt: string
}

export interface ReceiptsTable {
  id: Generated<number>
  uuid: string
  memberId: number
  retailerId: number
  otherStore: string | null
  receiptDate: string
  invoiceNo: string
  duplicateKey: string
  fileName: string
  fileKind: string
  fileSha256: string
  status: Generated<'pending' | 'approved' | 'rejected'>
  points: number | null
  reason: string | null
  note: string | null
  decidedBy: number | null
  decidedAt: string | null
  createdAt: string
}

export interface ReceiptItemsTable {
  receiptId: number
  skuId: number
  /** 1, 2, …: the product's row on the member's form. */
  line: number
  quantity: number
}

export interface QuestGroupsTable {
  id: Generated<number>
  titleEn: string
  titleBm: string
  position: Generated<number>
  active: Generated<Flag>
}

export interface QuestsTable {
  id: Generated<number>
  groupId: number
  kind: QuestKind
  titleEn: string
  titleBm: string
  descriptionEn: string
  descriptionBm: string
  path: string
  position: Generated<number>
}

export interface TierHistoryTable {
  id: Generated<number>
  memberId: number
  /** The tier reset date (`YYYY-MM-DD`, Malaysian) this row reviewed. */
  reviewDate: string
  fromTier: 'gold' | 'platinum' | 'diamond'
  toTier: 'gold' | 'platinum' | 'diamond'
  status: 'upgraded' | 'downgraded' | 'none'
  pastYearPoints: number
  createdAt: string
}

/** A message to a member (domain/inbox.ts): its kind and parameters, rendered when read (migration 0017). */
export interface InboxMessagesTable {
  id: Generated<number>
  memberId: number
  kind: InboxKind
  /** The kind's parameters as JSON. */
  params: string
  readAt: string | null
  /** Written, not yet pushed to the member's devices. */
  pushDue: Generated<Flag>
  createdAt: string
}

/** A device that opted in to push notifications, for as long as the session that subscribed lasts. */
export interface PushSubscriptionsTable {
  endpoint: string
  memberId: number
  sessionId: number
  p256dh: string
  auth: string
  createdAt: string
}

/** One fixed window of one rate limiter for one key (migration 0021). */
export interface RateLimitsTable {
  key: string
  count: number
  /** Epoch milliseconds. */
  windowEndsAt: number
}

export interface OrdersTable extends Timestamps {
  /** A UUID; members see its part before the first dash. */
  id: string
  memberId: number
  kind: OrderType
  totalPoints: number
  status: OrderStatus
  courier: string | null
  trackingNumber: string | null
  line1: string
  line2: string
  line3: string
  city: string
  state: string
  postcode: string
  country: string
}

export interface OrderItemsTable {
  orderId: string
  rewardItemId: number
  /** The article number, for the warehouse. */
  itemCode: string
  nameEn: string
  nameBm: string
  imageEn: string
  imageBm: string
  points: number
  quantity: number
}

export interface OrderEventsTable {
  orderId: string
  status: OrderStatus
  at: string
  adminId: number | null
}

/** One back-office write (migration 0026); `before` and `after` are JSON, null where there is none. */
export interface AdminAuditTable {
  id: Generated<number>
  adminId: number | null
  adminUsername: string
  action: string
  entity: string
  entityId: string | null
  before: string | null
  after: string | null
  at: string
}

/** A child's wish members donate to; `points` is what it has received, never above `goalPoints`. */
export interface WishersTable extends Timestamps {
  id: Generated<number>
  name: string
  age: number
  avatar: number
  wishEn: string
  wishBm: string
  goalPoints: number
  points: Generated<number>
  active: Generated<Flag>
}

/** A donation item of the shop's Share a Little Comfort chip. */
export interface DonateItemsTable extends Timestamps {
  id: Generated<number>
  itemId: string
  nameEn: string
  nameBm: string
  imageUrl: string
  points: number
  active: Generated<Flag>
}

/** One donation: to a wisher or of a donation item, never both. */
export interface DonationsTable {
  id: Generated<number>
  memberId: number
  wisherId: number | null
  donateItemId: number | null
  points: number
  createdAt: string
}

/** The one row of the charity's journey statistics (id 1). */
export interface JourneyTable {
  id: number
  homes: number
  children: number
  points: number
  products: number
  descriptionEn: string
  descriptionBm: string
  progressPoints: number
  updatedAt: string
}

export interface BlogsTable extends Timestamps {
  id: Generated<number>
  titleEn: string
  titleBm: string
  venue: string
  descriptionEn: string
  descriptionBm: string
  active: Generated<Flag>
}

export interface BlogImagesTable {
  id: Generated<number>
  blogId: number
  position: number
  url: string
}

export interface ContestsTable extends Timestamps {
  id: Generated<number>
  nameEn: string
  nameBm: string
  descriptionEn: string
  descriptionBm: string
  iconEn: string
  iconBm: string
  startsAt: string
  endsAt: string
  pointRequired: Flag
  pointsPerEntry: number
  entriesPerPerson: number
  uploadImages: Flag
  uploadReceipts: Flag
  linkUrl: Flag
  gotDropdown: Flag
  dropdownTitleEn: Generated<string>
  dropdownTitleBm: Generated<string>
  active: Generated<Flag>
}

export interface ContestStepsTable {
  id: Generated<number>
  contestId: number
  position: number
  instructionsEn: string
  instructionsBm: string
  descriptionEn: string
  descriptionBm: string
}

export interface ContestPrizesTable {
  id: Generated<number>
  contestId: number
  position: number
  titleEn: string
  titleBm: string
  imageUrl: string
  amount: number
}

export interface ContestOptionsTable {
  id: Generated<number>
  contestId: number
  position: number
  labelEn: string
  labelBm: string
}

/** What one submit paid for: the ledger row's reference. */
export interface ContestSubmissionsTable {
  id: Generated<number>
  contestId: number
  memberId: number
  entries: number
  points: number
  createdAt: string
}

export interface ContestEntriesTable extends Timestamps {
  id: Generated<number>
  submissionId: number
  contestId: number
  memberId: number
  imageFile: string | null
  receiptFile: string | null
  link: string | null
  optionId: number | null
  status: Generated<ContestEntryStatus>
}

/** A mystery-box campaign: its window, and the texts and winner counts of its weekly and grand draws. */
export interface MysteryCampaignsTable extends Timestamps {
  id: Generated<number>
  nameEn: string
  nameBm: string
  startsAt: string
  endsAt: string
  active: Generated<Flag>
  weeklyPrizeEn: string
  weeklyPrizeBm: string
  weeklyWinners: number
  grandPrizeEn: string
  grandPrizeBm: string
  grandWinners: number
}

/** A line of a campaign's prize table: points or a voucher type; `given` never above `stock`. */
export interface MysteryPrizesTable extends Timestamps {
  id: Generated<number>
  campaignId: number
  kind: MysteryPrizeKind
  points: number | null
  voucherTypeId: number | null
  nameEn: string
  nameBm: string
  image: string
  weight: number
  stock: number
  given: Generated<number>
}

/** A box a member got for a code or a receipt; once opened, the prize it drew. */
export interface MysteryBoxesTable {
  id: Generated<number>
  memberId: number
  campaignId: number
  source: MysteryBoxSource
  reference: string
  grantedAt: string
  openedAt: string | null
  prizeId: number | null
  memberVoucherId: number | null
  points: number | null
}

export interface MysteryDrawsTable {
  id: Generated<number>
  campaignId: number
  kind: MysteryDrawKind
  periodStart: string
  periodEnd: string
  /** 32 random bytes, hex. */
  seed: string
  entries: number
  places: number
  drawnAt: string
  adminId: number | null
  adminUsername: string
}

export interface MysteryDrawWinnersTable {
  id: Generated<number>
  drawId: number
  position: number
  boxId: number
  memberId: number
}

/** Mass credit and refund (migration 0032): one uploaded file per batch, its rows credited once each. */
export interface MassCreditBatchesTable {
  id: Generated<number>
  type: MassCreditType
  title: string | null
  points: number | null
  fileName: string
  fingerprint: string
  idempotencyKey: string | null
  state: BatchState
  rowCount: number
  rejectedCount: number
  creditedCount: Generated<number>
  creditedPoints: Generated<number>
  reversedCount: Generated<number>
  reversedPoints: Generated<number>
  adminId: number | null
  adminUsername: string
  createdAt: string
  updatedAt: string
  doneAt: string | null
  reversedBy: string | null
  reversedAt: string | null
}

export interface MassCreditRowsTable {
  id: Generated<number>
  batchId: number
  line: number
  email: string
  memberId: number | null
  description: string
  points: number
  state: RowState
  problem: RowProblem | null
  reversedPoints: number | null
}

/** Promoters (migration 0033): the shop-floor staff who sign members up, each with a unique code. */
export interface PromotersTable {
  id: Generated<number>
  name: string
  code: string
  region: Generated<string>
  supervisorName: Generated<string>
  post: Generated<string>
  number: Generated<string>
  utmLink: Generated<string>
  createdAt: string
  updatedAt: string
}

/** A refused code submission (migration 0034), kept 90 days for the fraud signals. */
export interface CodeAttemptsTable {
  id: Generated<number>
  memberId: number
  /** The code as sent, normalised (at most 40 characters). */
  code: string
  reason: CodeRefusalReason
  device: string | null
  network: string | null
  at: string
}

/** Bulk user creation (migration 0037): one uploaded file per upload, each row creating its member once. */
export interface BulkUserUploadsTable {
  id: Generated<number>
  label: string
  fileName: string
  fingerprint: string
  idempotencyKey: string | null
  promoterId: number | null
  registerDate: string | null
  registerSource: RegisterSource
  state: UploadState
  rowCount: number
  skippedCount: number
  createdCount: Generated<number>
  adminId: number | null
  adminUsername: string
  createdAt: string
  updatedAt: string
  doneAt: string | null
}

export interface BulkUserRowsTable {
  id: Generated<number>
  uploadId: number
  line: number
  name: string
  email: string
  number: string
  /** As written when the row is skipped; one of the choices when pending or created. */
  race: string
  gender: string
  pregnant: Flag
  state: string
  city: string
  postcode: string
  street: string
  status: BulkRowState
  /** Comma-separated problem codes; null unless skipped. */
  problems: string | null
  memberId: number | null
}

/** A sign-in begun at the OpenID provider, by its state (migration 0038); deleted when it comes back. */
export interface SocialFlowsTable {
  state: string
  codeVerifier: string
  nonce: string
  redirectUri: string
  language: Language
  expiresAt: string
}

/** The next step a social callback left: a signup to fill, or a password sign-in that links. */
export interface SocialTicketsTable {
  ticketHash: string
  kind: 'signup' | 'link'
  issuer: string
  subject: string
  memberId: number | null
  expiresAt: string
}

/** A provider's subject linked to a member. */
export interface MemberIdentitiesTable {
  id: Generated<number>
  memberId: number
  issuer: string
  subject: string
  createdAt: string
}

/** One member action (migration 0041, domain/tracking.ts); member and time only with the member's consent. */
export interface TrackingEventsTable {
  id: Generated<number>
  memberId: number | null
  name: TrackingEventName
  /** JSON of the event's figures (domain/tracking.ts), never personal data. */
  properties: string
  /** The Malaysian date of the event. */
  day: string
  at: string | null
}
