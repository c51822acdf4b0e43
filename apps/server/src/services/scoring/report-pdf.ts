/** The interview report as a PDF (pdfkit): scores, summary, competencies, per-question feedback, transcript. */
import PDFDocument from 'pdfkit';
import { ASSISTANT_NAME, PRODUCT_NAME, formatCallClock } from '@intervia/shared';
import { embedUnicodeFonts } from '../pdf-fonts';
import type { interviewReport } from './score-service';

type Report = Awaited<ReturnType<typeof interviewReport>>;

export function renderReportPdf(report: Report): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${report.title} — interview report` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  // Answers and names in any script print correctly when DejaVu is installed.
  doc.font(embedUnicodeFonts(doc, 'sans').regular);

  doc.fontSize(9).fillColor('#64748b').text(`${PRODUCT_NAME} interview report`);
  doc.moveDown(0.5).fontSize(20).fillColor('#0f172a').text(report.title);
  doc.fontSize(10).fillColor('#475569').text(`Difficulty: ${report.difficulty}`);
  const latest = report.latest;
  if (latest) {
    doc.moveDown().fontSize(14).fillColor('#0f172a').text(`Overall Score: ${latest.overallScore}/100`);
    doc.moveDown(0.3).fontSize(10).fillColor('#334155').text(latest.summary);
    for (const competency of latest.competencies ?? []) {
      doc.moveDown(0.2).text(`${competency.name}: ${competency.score}/10`);
    }
    doc.moveDown().fontSize(14).fillColor('#0f172a').text('Questions');
    latest.scores.forEach((item, index) => {
      doc
        .moveDown(0.5)
        .fontSize(11)
        .fillColor('#0f172a')
        .text(`Q${index + 1}. ${item.question}`);
      doc
        .fontSize(10)
        .fillColor('#334155')
        .text(`A: ${item.answer || '(no answer)'}`);
      doc.text(`Score: ${item.score}/10`);
      doc.text(`Feedback: ${item.feedback}`);
    });
  } else {
    doc.moveDown().fontSize(11).text('This interview has not been scored yet.');
  }
  if (report.transcript.length > 0) {
    doc.addPage().fontSize(14).fillColor('#0f172a').text('Transcript');
    for (const turn of report.transcript) {
      doc
        .moveDown(0.3)
        .fontSize(10)
        .fillColor('#334155')
        .text(
          `[${formatCallClock(turn.startedAtMs)}] ${turn.role === 'assistant' ? ASSISTANT_NAME : 'You'}: ${turn.text}`,
        );
    }
  }
  doc.end();
  return done;
}
