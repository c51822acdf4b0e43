/**
 * Rephrasing resume highlights with the configured language model. The model only rewords: every rewrite is checked
 * against its original (`checkRewriteFacts`) and one that adds a number, a skill or a name is dropped, keeping the
 * candidate's own words. Without a model, or when it fails, the built-in wording stands and the candidate is told.
 */
import { z } from 'zod';
import type { ResumeDocument, RewriteReport } from '@intervia/shared';
import { checkRewriteFacts, tidyHighlight } from '@intervia/engine';
import { asData, DATA_NOT_INSTRUCTIONS, type Llm } from '../../llm/llm-client';

export interface HighlightRewriter {
  rewrite(highlights: string[], context: { targetJobTitle: string | null }): Promise<string[]>;
}

export const REWRITE_NOT_CONFIGURED =
  'No language model is configured, so the highlights keep the built-in wording (set LLM_BASE_URL and LLM_MODEL to rewrite them).';
export const REWRITE_FAILED =
  'The language model could not rewrite the highlights just now, so they keep the built-in wording. Try again later.';

const rewriteSchema = z.object({ highlights: z.array(z.string()) });

export function createLlmHighlightRewriter(llm: Llm): HighlightRewriter {
  return {
    async rewrite(highlights, { targetJobTitle }) {
      const result = await llm.generateStructured({
        name: 'resume_highlights',
        schema: rewriteSchema,
        system: [
          'You edit resume bullet points. Rephrase each highlight as one concise bullet that starts with a strong verb.',
          'Keep every fact exactly as given: the same numbers, tools, employers, names and outcomes.',
          'Never add anything the highlight does not say: no new numbers, percentages, tools, skills, names or results.',
          `Return exactly ${highlights.length} highlights, in the same order.`,
          DATA_NOT_INSTRUCTIONS,
        ].join(' '),
        prompt: [
          targetJobTitle ? asData('target-job-title', targetJobTitle) : 'No target job was given.',
          asData('highlights', highlights.map((text, index) => `${index + 1}. ${text}`).join('\n')),
        ].join('\n\n'),
      });
      return result.highlights;
    },
  };
}

/**
 * Applies a rewriter to every bullet of a document. Returns the new document and what happened; the document given
 * is not changed. Rewrites are compared with the bullets given (the profile's own words, tidied).
 */
export async function rewriteDocumentHighlights(
  document: ResumeDocument,
  rewriter: HighlightRewriter | null,
  log: { warn(details: object, message: string): void },
): Promise<{ document: ResumeDocument; report: RewriteReport }> {
  const builtIn = (notice: string | null) => ({
    document,
    report: { source: 'built-in' as const, notice, rewritten: 0, keptAsWritten: [] },
  });
  if (!rewriter) return builtIn(REWRITE_NOT_CONFIGURED);
  const originals = document.experience.flatMap((entry) => entry.bullets);
  if (originals.length === 0) return builtIn(null);

  let rewrites: string[];
  try {
    rewrites = await rewriter.rewrite(originals, { targetJobTitle: document.targetJobTitle });
  } catch (error) {
    log.warn({ err: error instanceof Error ? error.message : error }, 'resume rewrite: the model failed');
    return builtIn(REWRITE_FAILED);
  }
  if (rewrites.length !== originals.length) {
    log.warn(
      { expected: originals.length, got: rewrites.length },
      'resume rewrite: wrong number of highlights',
    );
    return builtIn(REWRITE_FAILED);
  }

  const report: RewriteReport = { source: 'llm', notice: null, rewritten: 0, keptAsWritten: [] };
  let index = 0;
  const experience = document.experience.map((entry) => ({
    ...entry,
    bullets: entry.bullets.map((original) => {
      const candidate = tidyHighlight(rewrites[index++] ?? '').slice(0, 400);
      const check = checkRewriteFacts(original, candidate);
      if (!check.ok) {
        report.keptAsWritten.push({ original, rejected: candidate, reason: check.reason });
        return original;
      }
      if (candidate !== original) report.rewritten += 1;
      return candidate;
    }),
  }));
  return { document: { ...document, experience }, report };
}
