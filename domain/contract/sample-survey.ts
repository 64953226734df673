import { z } from 'zod'
import { AdminSurveyQuestionSchema, SampleFeedbackSchema, SurveyFetchSchema, SurveyQuestionAddSchema, SurveyQuestionSchema } from '../sample-survey.ts'
import { defineRoute } from './define-route.ts'
import { IdempotencyKeyHeaderSchema } from './idempotency.ts'

const member = ['Free samples']

export const fetchSurvey = defineRoute({
  method: 'post',
  path: '/sample/question/fetch',
  access: 'member',
  tags: member,
  summary: "The survey asked about a sample of this brand and size: the shown questions set for it or for all, oldest first, in both languages with %brandName% filled in",
  json: SurveyFetchSchema,
  responses: { 200: z.object({ data: z.array(SurveyQuestionSchema) }) },
  errors: { 404: ['brandNotFound'] },
})

export const answerSurvey = defineRoute({
  method: 'post',
  path: '/sample/question/answer',
  access: 'member',
  tags: member,
  summary:
    "Answer a delivered sample's survey, once per sample order, from 7 days after delivery: received true with an answer to every question credits 50 points; received false (it never came) is recorded with no answers and no points",
  headers: IdempotencyKeyHeaderSchema,
  json: SampleFeedbackSchema,
  responses: { 200: z.object({ points: z.number().int().describe('Credited by this answer: 50, or 0 when the sample did not come'), totalPoints: z.number().int() }) },
  errors: {
    404: ['orderNotFound'],
    409: ['sampleNotDelivered', 'feedbackTooEarly', 'feedbackAlreadyGiven'],
    422: ['surveyAnswersMissing', 'surveyReasonRequired', 'surveyQuestionNotAsked', 'surveyAnswerInvalid', 'surveyTextTooLong'],
  },
})

const admin = ['Admin: sample survey']

export const fetchAdminSurvey = defineRoute({
  method: 'get',
  path: '/admin/fetch/dashboard/sample/question',
  access: 'admin',
  tags: admin,
  summary: 'Every survey question, newest first, shown or hidden, with its choices, its sub-question and the brand and size it is asked for',
  responses: { 200: z.object({ data: z.array(AdminSurveyQuestionSchema) }) },
})

export const addSurveyQuestion = defineRoute({
  method: 'post',
  path: '/admin/setting/sample/question/add',
  access: 'admin',
  tags: admin,
  summary:
    'Add a survey question in both languages: choices for multiple, rate (whole numbers, its scale) and dropdown, none for open; only a rating may have a sub-question (open, or close with its own choices); brandId and sizeId null ask it for every brand and size',
  json: SurveyQuestionAddSchema,
  responses: { 201: AdminSurveyQuestionSchema },
  errors: {
    404: ['brandNotFound'],
    422: ['fillAllFieldsInForm', 'surveyTitleTooLong', 'surveyRatingChoices', 'surveySubQuestionRateOnly', 'surveyChoicesNotAllowed', 'surveyTooManyChoices', 'sizeNotInBrand'],
  },
})

export const showSurveyQuestion = defineRoute({
  method: 'post',
  path: '/admin/setting/sample/question/show',
  access: 'admin',
  tags: admin,
  summary: 'Show or hide a survey question (flips it): a hidden question is no longer asked; feedback already given keeps its titles',
  json: z.strictObject({ id: z.number().int().positive() }),
  responses: { 200: z.object({ id: z.number().int(), active: z.boolean() }) },
  errors: { 404: ['surveyQuestionNotFound'] },
})
