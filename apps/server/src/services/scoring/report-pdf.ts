/**
 * The interview report as a PDF (pdfkit), made to be sent to a mentor: who, when, which role; the overall score and
 * summary; competencies with evidence; every question with its answer, score and feedback; speech analytics; and
 * the transcript.
 */
import PDFDocument from 'pdfkit';
import {
  BEING_TRANSCRIBED_MESSAGE,
  TRANSCRIPTION_FAILED_MESSAGE,
  isLowConfidence,
  PRODUCT_NAME,
  formatCallClock,
  speechAnalyticsSchema,
  type SpeechAnalytics,
} from '@intervia/shared';
import { embedUnicodeFonts } from '../pdf-fonts';
import type { interviewReport } from './score-service';

type Report = Awaited<ReturnType<typeof interviewReport>>;

export interface ReportPdfOptions {
  /** The candidate's name, printed in the header. */
  candidateName: string;
}

/** "25 November 2026": a date a reader anywhere understands (not 11/25). */
export function formatReportDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The analytics as label/value lines, in the order the report page shows them. */
function analyticsLines(analytics: SpeechAnalytics): [string, string][] {
  const lines: [string, string][] = [
    [
      'Pace',
      analytics.wordsPerMinute === null
        ? 'not timed'
        : `${Math.round(analytics.wordsPerMinute)} words a minute`,
    ],
    [
      'Filler words',
      `${analytics.fillerWords.total} (${analytics.fillerWords.per100Words.toFixed(1)} per 100 words)`,
    ],
    [
      'Thinking pauses',
      analytics.longPauses.count === 0
        ? 'none'
        : `${analytics.longPauses.count}, longest ${(analytics.longPauses.longestMs / 1000).toFixed(1)} s`,
    ],
    [
      'Talk ratio',
      analytics.talkRatio === null ? 'not timed' : `${Math.round(analytics.talkRatio * 100)}% you`,
    ],
    [
      'Answers',
      `${analytics.answers.count}, ${Math.round(analytics.answers.averageWords)} words on average (${analytics.answers.shortest}–${analytics.answers.longest})`,
    ],
  ];
  return lines;
}

const INK = '#0f172a';
const BODY = '#334155';
const MUTED = '#64748b';
const ACCENT = '#4338ca';

export function renderReportPdf(report: Report, options: ReportPdfOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${report.title} — interview report`, Author: options.candidateName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  // Answers and names in any script print correctly when DejaVu is installed.
  const fonts = embedUnicodeFonts(doc, 'sans');
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const heading = (text: string) => {
    doc.moveDown(1).font(fonts.bold).fontSize(13).fillColor(ACCENT).text(text);
    doc.moveDown(0.3).font(fonts.regular).fontSize(10).fillColor(BODY);
  };
  const labelled = (label: string, value: string) =>
    doc
      .font(fonts.bold)
      .fillColor(INK)
      .text(`${label}: `, { continued: true })
      .font(fonts.regular)
      .fillColor(BODY)
      .text(value);

  doc.font(fonts.regular).fontSize(9).fillColor(MUTED).text(`${PRODUCT_NAME} interview report`);
  doc
    .moveDown(0.4)
    .font(fonts.bold)
    .fontSize(20)
    .fillColor(INK)
    .text(options.candidateName || 'Candidate');
  doc.font(fonts.regular).fontSize(12).fillColor(BODY).text(`${report.role} · ${report.title}`);
  doc
    .fontSize(10)
    .fillColor(MUTED)
    .text(
      `Interview of ${formatReportDate(report.createdAt)} · difficulty ${report.difficulty} · interviewer ${report.interviewerName}`,
    );

  const latest = report.latest;
  if (latest) {
    doc.moveDown(1);
    const top = doc.y;
    doc.roundedRect(doc.page.margins.left, top, width, 46, 6).fill('#eef2ff');
    doc
      .font(fonts.bold)
      .fontSize(22)
      .fillColor(ACCENT)
      .text(`${Math.round(latest.overallScore)}/100`, doc.page.margins.left + 14, top + 12, {
        continued: true,
      })
      .font(fonts.regular)
      .fontSize(11)
      .fillColor(BODY)
      .text(`  Overall Score · scored ${formatReportDate(report.history[0]?.scoredAt ?? report.createdAt)}`);
    doc.x = doc.page.margins.left;
    doc.y = top + 56;
    doc.font(fonts.regular).fontSize(10).fillColor(BODY).text(latest.summary, { width });

    if ((latest.competencies ?? []).length > 0) {
      heading('Competencies');
      for (const competency of latest.competencies ?? []) {
        const name = competency.name.charAt(0).toUpperCase() + competency.name.slice(1);
        labelled(name, `${competency.score}/10`);
        const evidence = competency.evidence[0];
        if (evidence) doc.fontSize(9).fillColor(MUTED).text(`“${evidence}”`, { indent: 12 }).fontSize(10);
        doc.moveDown(0.2);
      }
    }

    heading('Questions');
    latest.scores.forEach((item, index) => {
      if (index > 0) doc.moveDown(0.6);
      doc
        .font(fonts.bold)
        .fontSize(11)
        .fillColor(INK)
        .text(`Q${index + 1}. ${item.question}`);
      doc
        .font(fonts.regular)
        .fontSize(10)
        .fillColor(BODY)
        .text(`A: ${item.answer || '(no answer)'}`);
      labelled('Score', `${item.score}/10`);
      labelled('Feedback', item.feedback);
    });
  } else {
    doc.moveDown().fontSize(11).fillColor(BODY).text('This interview has not been scored yet.');
  }

  const analytics = speechAnalyticsSchema.safeParse(report.analytics);
  if (analytics.success) {
    heading('Speech analytics');
    for (const [label, value] of analyticsLines(analytics.data)) labelled(label, value);
    for (const advice of analytics.data.advice) doc.text(`•  ${advice}`, { indent: 6 });
  }

  if (report.transcript.length > 0) {
    doc.addPage().font(fonts.bold).fontSize(13).fillColor(ACCENT).text('Transcript');
    doc.font(fonts.regular);
    for (const turn of report.transcript) {
      doc
        .moveDown(0.3)
        .fontSize(10)
        .fillColor(BODY)
        .text(
          `[${formatCallClock(turn.startedAtMs)}] ${turn.role === 'assistant' ? report.interviewerName : options.candidateName || 'Candidate'}: ${turn.text}`,
        );
      const note = turnNote(turn);
      if (note) doc.fontSize(9).fillColor(MUTED).text(note, { indent: 12 });
    }
  }
  doc.end();
  return done;
}

/** A corrected, pending or doubtful answer says so under its text (the candidate's own report). */
function turnNote(turn: Report['transcript'][number]): string | null {
  if (turn.role !== 'user') return null;
  if (turn.correctedAt)
    return turn.recognisedText
      ? `Corrected by you; first recorded as: "${turn.recognisedText}"`
      : 'Corrected by you.';
  if (turn.transcription === 'pending') return BEING_TRANSCRIBED_MESSAGE;
  if (turn.transcription === 'failed') return TRANSCRIPTION_FAILED_MESSAGE;
  return isLowConfidence(turn.confidence)
    ? 'Low recognition confidence: this answer may have been misheard.'
    : null;
}
