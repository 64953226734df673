/**
 * The API's error catalogue: a stable code for every error the API answers, with the English text
 * the spec uses, its limits as placeholders (filled by text-values.ts). Answers are `{ error: <text>,
 * code }`; the web app translates by `code` (locale key `errors.<code>`) and falls back to the text.
 * The English texts live here alone: web/locales/en.json's `errors` holds only the few worded
 * differently for members.
 */
export const ERRORS = {
  badJson: 'The request body is not valid JSON.',
  unknownField: 'The request has a field that is not allowed.',
  invalidInput: 'Some of the information sent is not valid.',
  unsupportedMediaType: 'This type of content is not supported.',
  payloadTooLarge: 'The request is too large.',
  notFound: 'Not found.',
  unauthorized: 'Please log in to continue.',
  forbidden: 'You do not have access to this.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  internal: 'Internal Error',
  busy: 'We are very busy right now. Please try again in a moment.',

  // Identity (spec 1 §5 and §8)
  nameRequired: 'Please enter your name.',
  invalidName: 'You have entered an invalid name',
  invalidNumber: 'Please enter a valid mobile number: 01 followed by 8 or 9 digits.',
  invalidEmail: 'Please enter a valid email address.',
  invalidEmailOrNumber: 'Please enter your email address or your mobile number (01 followed by 8 or 9 digits).',
  passwordFormat:
    'Password must be at least 8 characters with 1 uppercase letter, 1 lowercase letter, 1 number and 1 special character (@$!%*?&).',
  dobRequired: 'Please choose your date of birth: day, month and year.',
  tooYoung: 'You must be at least 15 years old to join.',
  edbRequired: 'Please enter your expected due date. It cannot be earlier than yesterday.',
  childrenRequired: 'Please add the date of birth of each child (up to 5).',
  sampleDetailsRequired: 'To request a free sample, please fill in your address, the sample, gender, race and pregnancy stage.',
  invalidAddress: 'Please choose a state, city and postcode that match.',
  termsRequired: 'Please agree to the privacy policy and the terms and conditions.',
  fillAllFields: 'Please fill in all the fields',
  alreadyRegistered: 'This account is already registered. Please log in to continue.',
  deviceTaken: 'You have already registered with this device. One device is entitled to register for one account.',
  referralNotFound: 'This referral code does not exist. Please check it and try again.',
  referralNotAllowed: 'This referral code cannot be used at the moment.',
  referralLimit: 'This referral code has reached the maximum referral limit for the month.',
  sampleUnavailable: 'This sample is no longer available. Please choose another.',
  otpInvalid: 'The OTP is incorrect. Please check it and try again.',
  otpExpired: 'This OTP has expired or has been used. Please request a new one.',
  otpResendTooSoon: 'Please wait {{otpResendSeconds}} seconds before requesting a new OTP.',
  smsNotSent: 'We could not send the code. Please try again with “Send a new code”.',
  userNotFound: 'User not found, please refresh and try again.',
  wrongPassword: "You've entered the wrong password",
  emailNotRegistered: 'This email address is not registered. Please proceed to sign up page.',
  numberNotRegistered: 'This mobile number is not registered. Please proceed to sign up page.',
  notVerified: 'Your account is not verified yet. Please enter the OTP sent to your phone or open the link sent to your email.',
  accountLocked:
    'The login details are incorrect or your account has been locked temporarily. Please try again after {{signInLockMinutes}} minutes.',
  verifyLinkExpired: 'Link expired, please proceed to register again',
  resetLinkExpired: 'Link expired, please proceed to forgot password and request for a new link.',
  adminLoginFailed: 'The username or password is incorrect.',
  adminNotFound: 'There is no admin account with this username.',
  userNotRegistered: 'This user is not registered. Please head to sign up page.',
  checkPassword: 'Please check your password.',
  passwordNotStrong: 'Password not strong enough. Please reset your password.',

  // Partner-mall sign-on (spec 1 §1, §8; decisions 136-138)
  partnerAccountVerified: 'Your partner mall account is verified. Please log in with your partner mall email and password: your club account comes with it automatically.',
  partnerWrongPassword: 'Please log in with your partner mall password.',
  partnerUnavailable: 'We cannot reach the partner mall to check your password right now. Please try again in a few minutes.',
  partnerNumberUnusable:
    'Your partner mall account needs a mobile number (01 followed by 8 or 9 digits) that no club member uses yet. Please update it at the partner mall, or sign up here with your own details.',
  partnerAccountConflict: 'This club account is already linked to another partner mall account.',
  partnerSignatureInvalid: 'The request is not signed, or its signature does not match.',
  partnerSignatureStale: 'The request was signed more than {{partnerSignatureMinutes}} minutes away from now.',
  partnerSignatureReplayed: 'This signed request was already received.',

  // Uploads
  fileTooLarge: 'The file is too large.',
  fileTypeNotAllowed: 'This type of file is not allowed.',

  // Brands, formats and sizes (spec 3 §5)
  fillAllInputFields: 'Please fill in all the input fields',
  brandNotFound: 'This brand does not exist.',
  brandExists: 'A brand with this name already exists.',
  formatRequired: 'Please choose a format.',
  formatExists: 'This format already exists.',
  formatNotFound: 'This format does not exist.',
  formatAlreadyAssigned: 'This brand already has this format.',
  sizeRequired: 'Please choose at least one size.',
  invalidSize: 'Sizes can only be nb, s, m, l, xl or xxl.',

  // Submissions the offline queue may replay
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 8 to 100 letters, digits, - or _.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',

  // Unique codes (spec 1 §4, §5)
  codeFormat: 'Please enter at least 10 characters for the unique code.',
  codeInvalid: 'This code is not valid or has already been used. Please check it and try again.',
  codeAlreadyRegistered: 'You have already registered this code.',
  scanUnavailable: 'Text detection is not available right now.',

  // Code batches (spec 3 §5)
  fillAllFieldsInForm: 'Please fill in all the fields in the form',
  sizeNotInBrand: 'This size does not belong to the chosen brand and format.',
  doublePointDaysInvalid: 'Double-point days must be different days of the month from 1 to 31.',
  doublePointDaysUnchanged: 'These are already the double-point days.',
  dateRangeRequired: 'Please fill up both field',
  // Overview (issue 22)
  overviewRangeInvalid: 'Please choose a start date and an end date, the start on or before the end.',
  overviewRangeTooLong: 'Please choose a range of at most {{overviewMaxDays}} days.',

  // Receipts (spec 2 §5, §8)
  receiptFieldsRequired: 'Please fill in all the fields to submit your receipt.',
  receiptStoreRequired: 'Please specify the store of purchased.',
  receiptProductsRequired: 'Please select your product purchased and add quantity to proceed',
  receiptProductTwice: 'You have already selected this product',
  receiptDateWindow: 'You can only submit receipt that are not older than {{receiptWindowDays}} days before.',
  receiptDateError: 'Receipts dated before the campaign started cannot be submitted.',
  receiptDateFuture: 'The receipt date cannot be later than today. Please check the date on your receipt.',
  receiptDuplicate: 'This receipt has already been submitted.',
  receiptHourlyLimit: 'You have uploaded the most receipts allowed in an hour. Please try again later.',
  receiptDailyLimit: "You have reached today's limit of receipt uploads. Please try again tomorrow.",
  receiptNotFound: 'This receipt could not be found.',
  receiptAlreadyDecided: 'This receipt has already been reviewed.',
  rejectionReasonRequired: 'Please give a reason for rejecting this receipt.',
  adjustmentNoteRequired: 'Please add a note when you change the points.',

  // Receipt review and point chart (back office)
  receiptPointsInvalid: 'Points must be a whole number from 1 to 1,000,000.',
  rejectionReasonTooLong: 'Please keep the reason to 200 characters or fewer.',
  pointsPerUnitInvalid: 'Points per unit must be a whole number from 1 to 100,000.',
  retailerExists: 'A store with this name already exists.',
  otherRetailerExists: 'There is already an "Others" store.',
  retailerNotFound: 'This store does not exist.',
  skuNotFound: 'This product does not exist.',

  // Profile, addresses and baby info (spec 1 §4, §5, §9)
  addressFieldsRequired: 'Please fill in line1, city, state, postcode and label',
  addressRequired: 'Please choose or add an address.',
  addressNotFound: 'This address could not be found.',
  addressLimit: 'You can keep up to 10 addresses. Please remove one before adding another.',
  babyNotFound: 'This baby could not be found.',
  babyLimit: 'You can add up to 10 babies.',
  babyRequired: 'Please add the details of at least one baby.',
  babyNameRequired: "Please enter your baby's name.",
  babyBirthDateRequired: "Please choose your baby's date of birth: day, month and year.",
  babyBirthDateRange: 'Baby info is for children aged 3 and below: please choose a birth date in the past 4 years, not in the future.',
  pregnancyStageLocked: 'Your pregnancy stage can only be changed {{profileLockMonths}} months after it was last updated.',
  detailsLocked: 'Your name, race and nationality can only be updated once every {{profileLockMonths}} months.',
  profileAlreadyCompleted: 'Your profile has already been completed.',

  // Inbox and notifications
  messageNotFound: 'This message could not be found.',
  pushUnavailable: 'Notifications are not available.',
  pushSubscriptionInvalid: 'This browser cannot receive notifications from the club.',

  // Point shop, orders and their back office (spec 2 §5, §8; spec 3 §5; DECISIONS "Rewards and fulfilment")
  insufficientPoints: 'Insufficient points.',
  itemNotAvailable: 'This item is not available for redemption.',
  outOfStock: 'Sorry, this item is out of stock.',
  invalidQuantity: 'Please choose a quantity from 1 to {{maxOrderQuantity}}.',
  cartEmpty: 'Your cart is empty. Please add an item first.',
  duplicateItem: 'An item appears twice in this order.',
  pregnantOfferClosed: 'Pregnant mum offers are for mums-to-be, until {{pregnantOfferMonths}} months after the expected due date.',
  orderNotFound: 'This order could not be found.',
  itemNotFound: 'This item could not be found.',
  categoryExists: 'A category with this name already exists.',
  categoryNotFound: 'One of the categories does not exist.',
  itemFieldsRequired: 'Please fill in all the fields.',
  itemPointsInvalid: 'Points must be a whole number above 0.',
  inventoryBelowRedeemed: 'Inventory cannot be lower than the number already redeemed.',
  bothImagesRequired: 'Please replace both images, English and Malay, together.',
  orderStateChanged: 'This order has moved on since you loaded it. Please reload.',
  courierRequired: 'Please enter the courier and the tracking number.',
  orderNotCancellable: 'An order can only be cancelled before it is out for delivery.',

  // E-vouchers (spec 2 §4, §8; spec 3 §5; DECISIONS "Rewards and fulfilment")
  voucherNotFound: 'This voucher could not be found.',
  voucherAlreadyUsed: 'This voucher has already been used.',
  voucherExpired: 'This voucher has expired.',
  voucherTypeNotFound: 'This voucher type could not be found.',
  voucherValueInvalid: 'Value must be in ringgit, with at most two decimals.',
  voucherPointsInvalid: 'Points must be a whole number, 0 or more.',
  voucherCsvInvalid: 'Some lines of the file cannot be imported. Nothing was imported.',
  voucherCsvEmpty: 'The file has no voucher codes.',
  voucherCsvColumns: 'The file must have one column, named code, as in the template.',
  voucherCsvTooLarge: 'The file has more than {{maxVoucherUpload}} codes. Please split it.',
  milestoneVoucherType: 'Milestone vouchers are made when they are won: codes cannot be uploaded for them.',

  // Free samples (spec 2 §5, §8; DECISIONS "Household")
  sampleRequired: 'Please choose a sample.',
  sampleTooSoon: 'Sorry! Your household has already requested a sample. You can request again {{sampleGapMonths}} months after it.',
  sampleLimitReached: 'Sorry! Your household has had {{samplesPerWindow}} samples in the last 2 years, the most it may have.',
  sampleMalaysiaOnly: 'Samples are sent to Malaysian addresses only.',
  sampleFeedbackFirst: 'Please tell us how your last sample went before asking for another.',

  // Sample diapers (issue 18)
  sampleNotFound: 'This sample could not be found.',
  sampleSizeTaken: 'This size already has a sample. Please choose another size, or edit that sample.',
  sampleInventoryInvalid: 'Inventory must be a whole number, 0 or more.',

  // Sample survey and feedback (spec 2 §5, §8; spec 3 §5; DECISIONS "Rewards and fulfilment")
  surveyAnswersMissing: 'Please answer all the questions',
  surveyReasonRequired: 'Please specify the reason',
  surveyQuestionNotAsked: 'One of the answers is to a question this survey does not ask. Please reload the survey and try again.',
  surveyAnswerInvalid: 'One of the answers does not fit its question. Please reload the survey and try again.',
  surveyTextTooLong: 'Please keep each answer to {{surveyTextMax}} characters or fewer.',
  sampleNotDelivered: 'This sample has not been delivered yet. Its survey opens {{feedbackDelayDays}} days after it arrives.',
  feedbackTooEarly: 'The survey for this sample opens {{feedbackDelayDays}} days after it was delivered.',
  feedbackAlreadyGiven: 'You have already answered the survey for this sample.',
  surveyTitleTooLong: 'Please keep each title and answer to {{surveyTitleMax}} characters or fewer.',
  surveyRatingChoices: "A rating's answers must be whole numbers from 0 to {{ratingMax}}, each once, the same in English and Malay.",
  surveySubQuestionRateOnly: 'Only a rating question may have a sub-question.',
  surveyChoicesNotAllowed: 'An open question takes no answer choices.',
  surveyTooManyChoices: 'A question may have at most {{surveyChoicesMax}} answers.',
  surveyQuestionNotFound: 'This question could not be found.',
  // News and articles in the back office (issue 19)
  contentFieldsRequired: 'Please fill in all the fields in the form.',
  contentBothLanguages: 'Every title and description is needed in both English and Malay (BM). Please fill in the empty one.',
  contentTooLong: 'This text is too long.',
  newsLinkInvalid: 'The link must be a web address starting with http:// or https://.',
  newsAudienceInvalid: 'Please choose who the news is for.',
  newsNotFound: 'This news item could not be found.',
  articleNotFound: 'This article could not be found.',
  // Notices and club settings (issue 19)
  noticeNotFound: 'This notice could not be found.',
  noticeBothLanguages: 'Please fill in the title and text in both English and Bahasa Malaysia.',
  noticeTooLong: 'This text is too long.',
  noticeWindowInvalid: 'Please enter a valid start and end date and time.',
  noticeEndBeforeStart: 'The end must be after the start.',
  settingsUnchanged: 'Nothing has changed.',
  settingsLinkInvalid: 'Links must be full https:// addresses.',
  settingsPointsInvalid: 'Points must be whole numbers, 0 or more.',
  settingsMultiplierInvalid: 'Multipliers must be numbers from 1 to 10.',
  settingsTextRequired: 'Please fill in every field, in both languages.',
  // Share a Little Comfort (issue 20)
  wisherNotFound: 'This wish could not be found.',
  donateItemNotFound: 'This donation item could not be found.',
  donationAboveNeed: 'This wish needs fewer points than that. Please choose a smaller amount.',
  wishFulfilled: 'This wish has already been fulfilled. Thank you!',
  // Share a Little Comfort in the back office (issue 20: wishing tree, journey, blogs, donation items)
  charityEmptyField: 'Empty field detected. Please fill in every field.',
  wisherAgeInvalid: "Please enter the child's age in whole years, up to {{wisherAgeMax}}.",
  wisherAvatarInvalid: 'Please choose one of the six avatars.',
  wisherGoalInvalid: "The goal must be a whole number of points, from 1 up to the Wishing Tree's goal.",
  wisherGoalBelowReceived: 'The goal cannot be less than the points this wish has already received.',
  journeyNumberInvalid: 'Every figure must be a whole number, 0 or more.',
  blogNotFound: 'This blog could not be found.',
  blogImagesRequired: 'Please add at least one image.',
  blogTooManyImages: 'A blog may have at most {{blogImagesMax}} images.',
  blogImageOrderInvalid: 'The images have changed meanwhile. Please reload the page and try again.',
  // Contests for members (issue 21)
  contestNotFound: 'This contest could not be found.',
  contestNotStarted: 'This contest has not started yet.',
  contestEnded: 'This contest has ended.',
  contestEntriesInvalid: 'Please choose at least 1 entry.',
  contestMaximumReached: 'Maximum entries reached for this activity.',
  contestNotEnoughPoints: 'Not enough points to add entries.',
  contestFieldsRequired: 'Please fill in all the fields for each entry.',
  contestLinkInvalid: 'The link must be a web address starting with http:// or https://.',
  contestChoiceInvalid: 'Please choose one of the options offered.',
  contestEntryNotFound: 'This entry could not be found.',
  // Mystery box (issue 20)
  mysteryBoxNotFound: 'This mystery box could not be found.',
  mysteryBoxOpened: 'This mystery box has already been opened.',
  mysteryPrizesGone: 'All the prizes of this campaign have been given out for now. Your box stays yours: please try again later.',
  mysteryCampaignNotFound: 'This campaign could not be found.',
  mysteryPrizeNotFound: 'This prize could not be found.',
  mysteryFieldsRequired: 'Please fill in every field, in both languages.',
  mysteryTextTooLong: 'This text is too long.',
  mysteryWindowInvalid: 'Please enter a valid start and end date and time.',
  mysteryEndBeforeStart: 'The end must be after the start.',
  mysteryWinnersInvalid: 'Winners must be a whole number from 0 to 100.',
  mysteryWeightInvalid: 'The weight must be a whole number of 1 or more.',
  mysteryStockInvalid: 'The stock must be a whole number, 0 or more.',
  mysteryStockBelowGiven: 'The stock cannot be less than the prizes already given.',
  mysteryPointsInvalid: 'A points prize needs its points: a whole number of 1 or more.',
  mysteryVoucherTypeRequired: 'Please choose the voucher type of this prize.',
  mysteryVoucherTypeInvalid: 'This voucher type cannot be a prize.',
  mysteryImageRequired: 'Please choose an image for this prize.',
  mysteryDrawNotMonday: 'A weekly draw covers a week from Monday: please choose a Monday.',
  mysteryDrawPeriodOpen: 'This period has not ended yet: draw it once it is over.',
  mysteryDrawOutsideCampaign: 'This week is outside the campaign\'s dates.',
  mysteryDrawNoEntries: 'No box was given in this period: there is nobody to draw.',
  mysteryDrawDone: 'This period has already been drawn.',
  mysteryDrawNotFound: 'This draw could not be found.',
  // Contests in the back office (issue 21)
  contestFormRequired: 'Please provide a valid name, start date, end date, and campaign icon.',
  contestDatesOrder: 'Start date cannot be later than end date',
  contestPrizeRequired: 'Please provide at least 1 prize',
  contestPrizeImageRequired: 'Every prize needs its image.',
  contestPrizeAmountInvalid: 'A prize amount must be a whole number, 1 or more.',
  contestStepRequired: 'Please provide at least 1 step',
  contestOptionRequired: 'Please provide at least 1 dropdown option',
  contestPointsInvalid: 'Points per entry must be a whole number, 1 or more when points are needed.',
  contestEntriesPerPersonInvalid: 'Entries per person must be a whole number, 1 or more.',
  contestListInvalid: 'The steps, prizes or options could not be read. Please reload and try again.',
  contestAdminNotFound: 'This contest could not be found.',
  contestMechanicsLocked: 'This contest already has entries: its mechanics (images, receipts, link, dropdown) cannot change.',
  contestOptionInUse: 'A dropdown option that entries chose cannot be removed.',
  reviewEntryNotFound: 'This entry could not be found.',
  reviewStatusUnchanged: 'This entry already has that status.',
  // Mass credit and refund (spec 3 §2.11)
  massCreditTypeRequired: 'Please select credit type first',
  massCreditCampaignFields: 'Please enter campaign title and credit points',
  massCreditReload: 'Please reload and try again',
  massCreditCsvEmpty: 'The file has no rows.',
  massCreditCsvColumns: 'The columns of the file must be those of the template for this type.',
  massCreditCsvTooLarge: 'The file has too many rows or is too large. Please split it.',
  massCreditFileUsed: 'This file was already uploaded for this credit. Nothing new was credited.',
  massCreditBatchNotFound: 'This batch does not exist.',
  massCreditNotReversible: 'This batch cannot be reversed now: it is still crediting or was reversed already.',
  // Bulk user creation (spec 3 §2.12)
  bulkUsersFileRequired: 'Please upload a file',
  bulkUsersNotCsv: 'Please upload a CSV file',
  bulkUsersLabelRequired: 'Please enter a label',
  bulkUsersCsvEmpty: 'The file has no rows.',
  bulkUsersCsvColumns: 'The columns of the file must be those of the template: name, email and number, and optionally race, gender, pregnant, state, city, postcode and street.',
  bulkUsersCsvTooLarge: 'The file has too many rows or is too large. Please split it.',
  bulkUsersFileUsed: 'This file was already uploaded with this label. No member was created again.',
  bulkUsersPromoterNotFound: 'This promoter does not exist.',
  bulkUsersDateInvalid: 'The register date must be a date, today or earlier.',
  bulkUsersSourceInvalid: 'Please choose a register source from the list.',
  bulkUsersUploadNotFound: 'This upload does not exist.',
  // Accounts and reports (issue 22)
  accountNotFound: 'This account could not be found.',
  accountFieldEmpty: 'Empty field detected',
  accountNameFormat: 'Invalid name format',
  accountEmailFormat: 'Invalid email address format',
  accountNumberFormat: 'Invalid phone number format',
  accountEmailTaken: 'Another account already uses this email address.',
  accountNumberTaken: 'Another account already uses this phone number.',
  // Admin accounts (issue 22)
  adminPasswordWeak: 'Admin passwords need at least 12 characters with a lowercase and an uppercase letter, a digit and one of @$!%*?&, and nothing else.',
  adminUsernameInvalid: 'Usernames are 3 to 40 letters, digits, dots, dashes or underscores.',
  adminUsernameTaken: 'There is already an admin with this username.',
  adminDisabled: 'This admin account is disabled. Ask a dev admin to enable it.',
  adminAccountProtected: 'This account cannot be disabled or demoted: it is yours, the bootstrap admin, or the last enabled dev admin.',
  // Promoters (issue 22)
  promoterCodeFormat: 'A promoter code is up to {{promoterCodeMax}} letters, digits, dashes or underscores.',
  promoterLinkInvalid: 'The UTM link must be a web address starting with http:// or https://.',
  promoterCodeTaken: 'Another promoter already has this code.',
  promoterNotFound: 'This promoter could not be found.',
  // Fraud signals (issue 22)
  fraudRangeInvalid: 'Choose a range of at most {{fraudRangeMaxDays}} days whose first day is not after its last.',
  // Social sign-in (issue 23)
  socialLoginOff: 'Signing in with another account is not available.',
  socialUnavailable: 'The sign-in provider cannot be reached right now. Please try again later, or use your email and password.',
  socialSignInExpired: 'This sign-in has expired or was already used. Please start again.',
  socialSignInFailed: 'The sign-in provider did not confirm who you are. Please start again.',
  socialNoEmail: 'Permission denied to acquire email from the sign-in provider.',
  // Membership end (issue 23, domain/membership.ts)
  membershipEnded: 'Your membership has ended, so you can no longer collect points. You can still use the points you have.',
  membershipExtensionInvalid: 'Choose an end date after today and after the end the rules give.',
  membershipHasNoEnd: 'This membership has no end date to extend.',
} as const

export type ErrorCode = keyof typeof ERRORS

export interface ApiErrorBody {
  error: string
  code: ErrorCode
  /** For invalid input: which fields, each with the code of what is wrong. */
  fields?: { path: string; code: string }[]
  /** For a wrong OTP: how many more tries the code takes (0: it is void, ask for a new one). */
  triesLeft?: number
  /** For a refusal that lifts on a date (a household's next free sample): that Malaysian date. */
  availableOn?: string
  /** For a donation larger than a wish still needs: the points it still needs. */
  stillNeeded?: number
  /** For a contest's "reached maximum": how many entries the household may still make. */
  entriesLeft?: number
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value)
}
