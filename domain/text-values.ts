import { BLOG_IMAGES_MAX, WISHER_AGE_MAX } from './charity-content.ts'
import { ERRORS, type ErrorCode } from './errors.ts'
import { FRAUD_RANGE_MAX_DAYS } from './fraud-signals.ts'
import { OTP_RESEND_SECONDS, SIGNIN_LOCK_MINUTES } from './identity-rules.ts'
import { MEMBERSHIP_NOTICE_DAYS } from './membership.ts'
import { OVERVIEW_MAX_DAYS } from './overview.ts'
import { PARTNER_SIGNATURE_MINUTES } from './partner.ts'
import { PROFILE_LOCK_MONTHS } from './profile-rules.ts'
import { PROMOTER_CODE_MAX } from './promoters.ts'
import { RECEIPT_MAX_BYTES, RECEIPT_WINDOW_DAYS } from './receipt-rules.ts'
import { MAX_ORDER_QUANTITY, PREGNANT_OFFER_MONTHS } from './shop.ts'
import { FEEDBACK_DELAY_DAYS, SAMPLE_GAP_MONTHS, SAMPLES_PER_WINDOW } from './samples.ts'
import { RATING_MAX, SURVEY_CHOICES_MAX, SURVEY_TEXT_MAX, SURVEY_TITLE_MAX } from './sample-survey.ts'
import { MAX_VOUCHER_UPLOAD } from './vouchers.ts'

/**
 * The limits texts name, filled into them (`{{signInLockMinutes}}`) in both languages, so a text
 * never states a limit the rule does not hold. The web app's i18n has them as default values.
 */
export const TEXT_VALUES = {
  otpResendSeconds: OTP_RESEND_SECONDS,
  signInLockMinutes: SIGNIN_LOCK_MINUTES,
  profileLockMonths: PROFILE_LOCK_MONTHS,
  receiptWindowDays: RECEIPT_WINDOW_DAYS,
  receiptMaxMb: RECEIPT_MAX_BYTES / 1024 / 1024,
  maxOrderQuantity: MAX_ORDER_QUANTITY,
  pregnantOfferMonths: PREGNANT_OFFER_MONTHS,
  maxVoucherUpload: MAX_VOUCHER_UPLOAD,
  sampleGapMonths: SAMPLE_GAP_MONTHS,
  samplesPerWindow: SAMPLES_PER_WINDOW,
  feedbackDelayDays: FEEDBACK_DELAY_DAYS,
  surveyTextMax: SURVEY_TEXT_MAX,
  surveyTitleMax: SURVEY_TITLE_MAX,
  surveyChoicesMax: SURVEY_CHOICES_MAX,
  ratingMax: RATING_MAX,
  wisherAgeMax: WISHER_AGE_MAX,
  blogImagesMax: BLOG_IMAGES_MAX,
  promoterCodeMax: PROMOTER_CODE_MAX,
  fraudRangeMaxDays: FRAUD_RANGE_MAX_DAYS,
  overviewMaxDays: OVERVIEW_MAX_DAYS,
  partnerSignatureMinutes: PARTNER_SIGNATURE_MINUTES,
  membershipNoticeDays: MEMBERSHIP_NOTICE_DAYS,
} as const

/** A catalogue text in English with its limits filled in, as the API answers it. */
export function errorText(code: ErrorCode): string {
  return ERRORS[code].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(TEXT_VALUES[name as keyof typeof TEXT_VALUES] ?? whole))
}
