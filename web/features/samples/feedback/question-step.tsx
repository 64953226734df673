import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { LocalizedText } from '../../../../domain/club.ts'
import { asksSubQuestion, isOtherChoice, SURVEY_TEXT_MAX, type SurveyChoice, type SurveyQuestion } from '../../../../domain/sample-survey.ts'
import { useFieldIds } from '../../../components/form/field-ids.ts'
import { SelectField } from '../../../components/form/select-field.tsx'
import { TextField } from '../../../components/form/text-field.tsx'
import { useCurrentLanguage } from '../../../lib/language.ts'
import type { DraftAnswer } from './survey-draft.ts'

interface QuestionStepProps {
  question: SurveyQuestion
  answer: DraftAnswer
  onChange: (answer: DraftAnswer) => void
}

/**
 * One question of the survey: a rating as a row of radio buttons, a dropdown as a select, multiple
 * choice as radio buttons, an open question as a required text box; "Other" asks for the reason,
 * and a low rating asks its sub-question below it.
 */
export function QuestionStep({ question, answer, onChange }: QuestionStepProps) {
  const { t } = useTranslation()
  const language = useCurrentLanguage()
  const chosen = question.choices.find((c) => c.id === answer.choiceId)
  const sub = question.sub && chosen && asksSubQuestion(question, chosen) ? question.sub : null
  const title = question.title[language]

  return (
    <>
      {question.type === 'open' ? (
        <TextBox label={title} value={answer.text ?? ''} onChange={(text) => onChange({ ...answer, text })} />
      ) : question.type === 'dropdown' ? (
        <SelectField
          label={title}
          placeholder={t('sampleFeedback.choose')}
          options={question.choices.map((c) => ({ value: String(c.id), label: c.title[language] }))}
          value={answer.choiceId === undefined ? '' : String(answer.choiceId)}
          onChange={(e) => onChange({ ...answer, choiceId: e.target.value ? Number(e.target.value) : undefined })}
        />
      ) : (
        <Choices legend={title} choices={question.choices} rating={question.type === 'rate'} value={answer.choiceId} onChange={(choiceId) => onChange({ ...answer, choiceId })} />
      )}
      {chosen && isOtherChoice(chosen) && <Reason value={answer.text ?? ''} onChange={(text) => onChange({ ...answer, text })} />}

      {sub?.type === 'open' && <TextBox label={sub.title[language]} value={answer.subText ?? ''} onChange={(subText) => onChange({ ...answer, subText })} />}
      {sub?.type === 'close' && (
        <SubChoices title={sub.title} choices={sub.choices} value={answer.subChoiceId} reason={answer.subText ?? ''} onChange={(part) => onChange({ ...answer, ...part })} />
      )}
    </>
  )
}

function SubChoices(props: { title: LocalizedText; choices: SurveyChoice[]; value?: number; reason: string; onChange: (part: Pick<DraftAnswer, 'subChoiceId' | 'subText'>) => void }) {
  const language = useCurrentLanguage()
  const chosen = props.choices.find((c) => c.id === props.value)
  return (
    <div className="survey-sub-question">
      <Choices legend={props.title[language]} choices={props.choices} value={props.value} onChange={(subChoiceId) => props.onChange({ subChoiceId })} />
      {chosen && isOtherChoice(chosen) && <Reason value={props.reason} onChange={(subText) => props.onChange({ subText })} />}
    </div>
  )
}

/** Radio buttons in a group named by the question; a rating's scale is laid out in a row. */
function Choices(props: { legend: string; choices: SurveyChoice[]; rating?: boolean; value?: number; onChange: (id: number) => void }) {
  const language = useCurrentLanguage()
  const name = useId()
  return (
    <fieldset className={`field survey-choices${props.rating ? ' rating-scale' : ''}`}>
      <legend>{props.legend}</legend>
      <div className="survey-options">
        {props.choices.map((c) => (
          <label key={c.id} className="survey-option" data-selected={props.value === c.id}>
            <input type="radio" name={name} value={c.id} checked={props.value === c.id} onChange={() => props.onChange(c.id)} />
            <span>{c.title[language]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

function Reason({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const { t } = useTranslation()
  return <TextField label={t('sampleFeedback.reason')} maxLength={SURVEY_TEXT_MAX} required value={value} onChange={(e) => onChange(e.target.value)} />
}

/** A required text box labelled by its question. */
function TextBox({ label, value, onChange }: { label: string; value: string; onChange: (text: string) => void }) {
  const ids = useFieldIds()
  return (
    <div className="field">
      <label htmlFor={ids.id}>{label}</label>
      <textarea id={ids.id} rows={4} required maxLength={SURVEY_TEXT_MAX} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  )
}
