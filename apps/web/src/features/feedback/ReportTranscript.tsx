/**
 * A report's transcript: each turn with its time; answers the recogniser was unsure of carry the "I may have
 * misheard" mark, answers recognised after the call say so, and corrected answers show what was heard beside the
 * correction. On their own report, once the call has ended, candidates correct an answer's text in place.
 */
import { useId, useState } from 'react';
import {
  ANSWER_CORRECTION_MAX_CHARS,
  BEING_TRANSCRIBED_MESSAGE,
  LOW_CONFIDENCE_MESSAGE,
  TRANSCRIPTION_FAILED_MESSAGE,
  isLowConfidence,
  type ReportTurn,
} from '@intervia/shared';
import { Alert } from '../../components/Alert';
import { ApiRequestError } from '../../lib/api-client';
import { correctAnswer, type InterviewReport } from './feedback-api';
import { formatCallTime } from './report-export';
import type { ReportAudience } from './score-presentation';

/** What a saved correction means for the score, in the candidate's words. */
export function correctionSavedMessage(rescoring: boolean): string {
  return rescoring
    ? 'Correction saved. Your interview is being scored again with it — the scores above update in a moment.'
    : 'Correction saved. The recruiter sees it beside what was heard; the score of this first-round interview stays as it was.';
}

/** Whether an answer gets the "may have misheard" mark: recognised (not typed, not corrected) with low confidence. */
export function mayBeMisheard(turn: ReportTurn): boolean {
  return turn.role === 'user' && !turn.correctedAt && isLowConfidence(turn.confidence);
}

function AnswerNotes({ turn, audience }: { turn: ReportTurn; audience: ReportAudience }) {
  return (
    <>
      {turn.transcription === 'pending' && (
        <span className="mt-1 block text-xs font-medium text-amber-800">{BEING_TRANSCRIBED_MESSAGE}</span>
      )}
      {turn.transcription === 'failed' && !turn.correctedAt && (
        <span className="mt-1 block text-xs font-medium text-amber-800">{TRANSCRIPTION_FAILED_MESSAGE}</span>
      )}
      {mayBeMisheard(turn) && (
        <span className="mt-1 inline-block rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-800">
          {audience === 'candidate'
            ? LOW_CONFIDENCE_MESSAGE
            : 'Low recognition confidence — the recogniser may have misheard this answer'}
        </span>
      )}
      {turn.correctedAt && (
        <span className="mt-1 block text-xs text-slate-600">
          <span className="rounded bg-brand-50 px-1.5 py-0.5 font-medium text-brand-900">
            {audience === 'candidate' ? 'Corrected by you' : 'Corrected by the candidate'}
          </span>{' '}
          {turn.recognisedText ? (
            <>
              {turn.source === 'voice' ? 'Heard as:' : 'First written as:'}{' '}
              <q className="italic">{turn.recognisedText}</q>
            </>
          ) : (
            'Nothing was heard.'
          )}
        </span>
      )}
    </>
  );
}

function CorrectionForm({
  interviewId,
  turn,
  onDone,
  onCancel,
}: {
  interviewId: string;
  turn: ReportTurn;
  onDone: (rescoring: boolean) => void;
  onCancel: () => void;
}) {
  const fieldId = useId();
  const [text, setText] = useState(turn.text);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const result = await correctAnswer(interviewId, turn.id, text);
      onDone(result.rescoring);
    } catch (failure) {
      setError(
        failure instanceof ApiRequestError
          ? (failure.fields.text ?? failure.message)
          : 'The correction could not be saved.',
      );
      setSaving(false);
    }
  };
  return (
    <form
      className="mt-2 space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label htmlFor={fieldId} className="block text-xs font-medium text-slate-700">
        What you said
      </label>
      <textarea
        id={fieldId}
        className="w-full rounded-lg border border-slate-300 p-2 text-sm"
        rows={3}
        maxLength={ANSWER_CORRECTION_MAX_CHARS}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
        autoFocus
      />
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={saving || text.trim().length === 0}>
          {saving ? 'Saving…' : 'Save correction'}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export function ReportTranscript({
  report,
  candidateLabel,
  audience = 'candidate',
  onCorrected,
}: {
  report: InterviewReport;
  candidateLabel: string;
  audience?: ReportAudience;
  /** A correction was saved: read the report again (its scoring state and transcript changed). */
  onCorrected?: () => void;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const canCorrect = audience === 'candidate' && report.corrections.allowed && Boolean(onCorrected);
  if (report.transcript.length === 0) {
    return <p className="mt-2 text-sm text-slate-500">No turns were recorded.</p>;
  }
  return (
    <>
      {canCorrect && (
        <p className="mt-1 text-sm text-slate-600">
          {report.corrections.rescores
            ? 'If the recogniser misheard an answer, correct it: your interview is scored again on what you said.'
            : 'If the recogniser misheard an answer, correct it: the recruiter sees your correction beside what was heard (the score stays).'}
        </p>
      )}
      {saved && (
        <div className="mt-3">
          <Alert tone="success">{saved}</Alert>
        </div>
      )}
      <ol className="mt-3 space-y-3 text-sm">
        {report.transcript.map((turn) => (
          <li key={turn.id} className="flex gap-3" data-testid={turn.role === 'user' ? 'answer' : undefined}>
            <time className="w-12 shrink-0 font-mono text-xs text-slate-500">
              {formatCallTime(turn.startedAtMs)}
            </time>
            <div className="min-w-0 flex-1">
              <span className="font-semibold">
                {turn.role === 'assistant' ? report.interviewerName : candidateLabel}:
              </span>{' '}
              <span className="break-words">{turn.text}</span>
              {turn.role === 'user' && <AnswerNotes turn={turn} audience={audience} />}
              {canCorrect && turn.role === 'user' && turn.transcription !== 'pending' && (
                <>
                  {editing === turn.id ? (
                    <CorrectionForm
                      interviewId={report.interviewId}
                      turn={turn}
                      onCancel={() => setEditing(null)}
                      onDone={(rescoring) => {
                        setEditing(null);
                        setSaved(correctionSavedMessage(rescoring));
                        onCorrected?.();
                      }}
                    />
                  ) : (
                    <button
                      type="button"
                      className="ml-2 text-xs font-medium text-brand-700 hover:underline"
                      onClick={() => {
                        setSaved(null);
                        setEditing(turn.id);
                      }}
                      aria-label={`Correct your answer at ${formatCallTime(turn.startedAtMs)}`}
                    >
                      Correct
                    </button>
                  )}
                </>
              )}
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
