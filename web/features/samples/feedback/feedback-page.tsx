import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FeedbackAnswer, FeedbackRefusal, SurveyQuestion } from '../../../../domain/sample-survey.ts'
import type { MemberSample } from '../../../../domain/samples.ts'
import { LoadView } from '../../../components/load-view.tsx'
import { Modal } from '../../../components/modal.tsx'
import { SendButton } from '../../../components/send-button.tsx'
import { ApiFailure } from '../../../lib/api-client.ts'
import { formatNumber } from '../../../lib/format.ts'
import { useCurrentLanguage } from '../../../lib/language.ts'
import { useMemberStore } from '../../../lib/member-store.ts'
import { checkStoredSession } from '../../../lib/session-check.ts'
import { useUiStore } from '../../../lib/ui-store.ts'
import { useLoad } from '../../../lib/use-load.ts'
import { answerSurvey } from './api/answer-survey.ts'
import { fetchSurvey } from './api/fetch-survey.ts'
import { QuestionStep } from './question-step.tsx'
import { afterFeedback, answerOf, type Draft, type DraftAnswer, dueSample, firstProblem, stepProblem } from './survey-draft.ts'
import './sample-feedback.css'

/**
 * `/freesample/feedback?id=` (spec 2 §2, §5): the survey of a delivered sample, reached from the
 * dashboard's pop-up. The sample is chosen once, when the screen opens (the one named, else the
 * first due), so answering it does not send the member away before the thank-you; with none due
 * the screen leads to the dashboard.
 */
export function SampleFeedbackPage({ orderId }: { orderId?: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [sample] = useState(() => dueSample(useMemberStore.getState().member, orderId))
  useEffect(() => {
    if (!sample) void navigate({ to: '/dashboard', replace: true })
  }, [sample, navigate])

  return (
    <section className="page narrow sample-feedback">
      <h1>{t('sampleFeedback.title')}</h1>
      {sample && <FeedbackFlow sample={sample} />}
    </section>
  )
}

/**
 * First whether the sample came: no is sent at once and leads to the dashboard; yes opens the
 * questions. One Idempotency-Key for the screen, so a retry after a lost answer is not a second one.
 */
function FeedbackFlow({ sample }: { sample: MemberSample }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const language = useCurrentLanguage()
  const [received, setReceived] = useState(false)
  const [credited, setCredited] = useState<{ points: number; totalPoints: number }>()
  const [idempotencyKey] = useState(() => crypto.randomUUID())
  const sending = useRef(false)
  const [busy, setBusy] = useState(false)
  const item = sample.orderItems[0]

  const send = async (came: boolean, answers: FeedbackAnswer[]) => {
    if (sending.current) return
    sending.current = true
    setBusy(true)
    try {
      const answer = await answerSurvey(sample.id, came, answers, idempotencyKey)
      const { member, setMember } = useMemberStore.getState()
      if (member) setMember(afterFeedback(member, sample.id, came, answer.totalPoints))
      // The credit joins the member's recent points (the dashboard's preview).
      void checkStoredSession()
      if (came) return setCredited(answer)
      useUiStore.getState().notify({ key: 'sampleFeedback.notReceived' })
      void navigate({ to: '/dashboard' })
    } catch (failure) {
      // The error modal has said why. Answered already, not open, or not theirs: the dashboard, with the member as the server has it.
      if (failure instanceof ApiFailure && (failure.status === 404 || failure.status === 409)) {
        void checkStoredSession()
        void navigate({ to: '/dashboard', replace: true })
      }
    } finally {
      sending.current = false
      setBusy(false)
    }
  }

  return (
    <>
      {!received ? (
        <div className="card survey-received">
          {item && (
            <figure className="survey-sample">
              <img src={item.itemImage[language]} alt="" width="160" height="120" />
              <figcaption>{item.itemName[language]}</figcaption>
            </figure>
          )}
          <p className="survey-question-title" id="received-question">
            {t('sampleFeedback.receivedQuestion')}
          </p>
          <div className="button-row" role="group" aria-labelledby="received-question">
            <button type="button" className="button" disabled={busy} onClick={() => setReceived(true)}>
              {t('common.yes')}
            </button>
            <SendButton type="button" className="button secondary" busy={busy} onClick={() => void send(false, [])}>
              {t('common.no')}
            </SendButton>
          </div>
        </div>
      ) : (
        <Survey sample={sample} busy={busy} onBack={() => setReceived(false)} onSubmit={(answers) => void send(true, answers)} />
      )}
      <Modal open={credited !== undefined} title={t('sampleFeedback.thanks.title')} onClose={() => void navigate({ to: '/dashboard' })}>
        {credited && (
          <>
            <p className="survey-credit">{t('sampleFeedback.thanks.points', { points: formatNumber(credited.points) })}</p>
            <p>{t('sampleFeedback.thanks.balance', { total: formatNumber(credited.totalPoints) })}</p>
          </>
        )}
      </Modal>
    </>
  )
}

interface SurveyProps {
  sample: MemberSample
  busy: boolean
  onBack: () => void
  onSubmit: (answers: FeedbackAnswer[]) => void
}

function Survey({ sample, busy, onBack, onSubmit }: SurveyProps) {
  const { t } = useTranslation()
  const item = sample.orderItems[0]
  const load = useCallback(() => (item ? fetchSurvey(item.brandId, item.sizeId) : Promise.resolve([])), [item])
  const { loaded, reload } = useLoad(load)
  return (
    <LoadView loaded={loaded} failedText={t('sampleFeedback.loadFailed')} onRetry={reload}>
      {(questions) => <SurveySteps questions={questions} busy={busy} onBack={onBack} onSubmit={onSubmit} />}
    </LoadView>
  )
}

/**
 * The questions one at a time, with their progress. Next refuses a question left unanswered ("Please
 * answer all the questions", or the reason for "Other") by the API's own rules; Back keeps what was
 * answered. The last step sends them all.
 */
function SurveySteps({ questions, busy, onBack, onSubmit }: Omit<SurveyProps, 'sample'> & { questions: SurveyQuestion[] }) {
  const { t } = useTranslation()
  const [index, setIndex] = useState(0)
  const [draft, setDraft] = useState<Draft>({})
  const [problem, setProblem] = useState<FeedbackRefusal>()
  const heading = useRef<HTMLParagraphElement>(null)
  const question = questions[index]
  const last = index >= questions.length - 1

  // Each step is announced by moving focus to its progress line, as a new page would be.
  const moved = useRef(false)
  useEffect(() => {
    if (moved.current) heading.current?.focus()
    moved.current = true
  }, [index])

  const goTo = (next: number) => {
    setProblem(undefined)
    setIndex(next)
  }
  const next = (e: FormEvent) => {
    e.preventDefault()
    if (question) {
      const code = stepProblem(question, draft[question.id])
      if (code) return setProblem(code)
      if (!last) return goTo(index + 1)
    }
    const left = firstProblem(questions, draft)
    if (left) {
      setIndex(left.index)
      return setProblem(left.code)
    }
    onSubmit(questions.map((q) => answerOf(q, draft[q.id])))
  }
  const change = (answer: DraftAnswer) => {
    setProblem(undefined)
    setDraft({ ...draft, [question!.id]: answer })
  }

  return (
    <form className="card survey-step" noValidate onSubmit={next} aria-busy={busy || undefined}>
      {question ? (
        <>
          <p className="survey-progress" ref={heading} tabIndex={-1}>
            {t('sampleFeedback.progress', { current: index + 1, total: questions.length })}
          </p>
          <progress value={index + 1} max={questions.length} aria-hidden="true" />
          <QuestionStep key={question.id} question={question} answer={draft[question.id] ?? {}} onChange={change} />
        </>
      ) : (
        <p>{t('sampleFeedback.empty')}</p>
      )}
      <p className="field-error" role="alert">
        {problem && t(`errors.${problem}`)}
      </p>
      <div className="button-row survey-buttons">
        <button type="button" className="button secondary" disabled={busy} onClick={() => (index === 0 ? onBack() : goTo(index - 1))}>
          {t('sampleFeedback.back')}
        </button>
        <SendButton busy={busy}>
          {last ? t('sampleFeedback.submit') : t('sampleFeedback.next')}
        </SendButton>
      </div>
    </form>
  )
}
