/** Report exports made in the browser: the JSON report and a Markdown transcript with timestamps. */
import {
  BEING_TRANSCRIBED_MESSAGE,
  TRANSCRIPTION_FAILED_MESSAGE,
  fileSafeName,
  formatCallClock,
  isLowConfidence,
} from '@intervia/shared';
import type { InterviewReport } from './feedback-api';
import {
  incompleteNotice,
  overallScoreHeading,
  overallScoreShown,
  NO_OVERALL_SCORE,
  presentAnswer,
  summaryFor,
  type ReportAudience,
} from './score-presentation';

/** mm:ss within the call (one definition, shared with the server's PDF). */
export const formatCallTime = formatCallClock;

export function reportToMarkdown(
  report: InterviewReport,
  assistantName: string,
  {
    audience = 'candidate',
    candidateLabel = 'You',
  }: { audience?: ReportAudience; candidateLabel?: string } = {},
): string {
  const lines = [`# ${report.title} — interview transcript`, '', `Difficulty: ${report.difficulty}`];
  if (report.latest) {
    const notice = incompleteNotice(report.latest);
    if (notice) lines.push('', `**${notice}**`);
    lines.push(
      '',
      `${overallScoreHeading(report.latest)}: ${overallScoreShown(report.latest) ?? NO_OVERALL_SCORE}`,
      '',
      summaryFor(report.latest, audience),
    );
  }
  lines.push('', '## Transcript', '');
  for (const turn of report.transcript) {
    lines.push(
      `**[${formatCallTime(turn.startedAtMs)}] ${turn.role === 'assistant' ? assistantName : candidateLabel}:** ${turn.text}`,
      '',
    );
    const note = answerNote(turn, audience);
    if (note) lines.push(`> ${note}`, '');
  }
  if (report.latest) {
    lines.push('## Scores', '');
    report.latest.scores.forEach((item, index) => {
      const shown = presentAnswer(item, audience);
      lines.push(`### Q${index + 1}. ${item.question}`, '');
      if (shown.rubricName) lines.push(`Judged on ${shown.rubricName}`, '');
      lines.push(`A: ${item.answer || '(no answer)'}`, '', `Score: ${shown.mark}`, '');
      if (shown.note) lines.push(shown.note, '');
      lines.push(`Feedback: ${item.feedback}`, '');
    });
  }
  return lines.join('\n');
}

export function downloadText(fileName: string, text: string, type: string): void {
  downloadBlob(fileName, new Blob([text], { type }));
}

/** Saves a file made in the page (or fetched) through the browser's download. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** One definition, shared with the server's PDF download name. */
export const fileSafe = fileSafeName;

/** The transcript's marks in words: a correction (with what was heard), an answer being transcribed, a doubtful one. */
function answerNote(turn: InterviewReport['transcript'][number], audience: ReportAudience): string | null {
  if (turn.role !== 'user') return null;
  if (turn.correctedAt) {
    const who = audience === 'candidate' ? 'you' : 'the candidate';
    return turn.recognisedText
      ? `Corrected by ${who}; ${turn.source === 'voice' ? 'heard as' : 'first written as'}: “${turn.recognisedText}”`
      : `Corrected by ${who}; nothing was heard.`;
  }
  if (turn.transcription === 'pending') return BEING_TRANSCRIBED_MESSAGE;
  if (turn.transcription === 'failed') return TRANSCRIPTION_FAILED_MESSAGE;
  return isLowConfidence(turn.confidence)
    ? 'Low recognition confidence: this answer may have been misheard.'
    : null;
}
