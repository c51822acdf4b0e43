/** Reads the posting off a tab: injects the page reader, then calls it. Failures come back as values. */
import { JOB_POSTING_SOURCES, type JobPosting } from '../extraction/job-posting';

export const PAGE_READER_FILE = 'extract-job-in-page.js';

export type TabReading =
  | { kind: 'found'; posting: JobPosting }
  | { kind: 'not-found' }
  /** Chrome does not let extensions into this page (chrome:// pages, the Web Store, PDFs, other extensions). */
  | { kind: 'unreadable' };

function isJobPosting(value: unknown): value is JobPosting {
  if (!value || typeof value !== 'object') return false;
  const posting = value as Record<string, unknown>;
  return (
    typeof posting.title === 'string' &&
    typeof posting.description === 'string' &&
    typeof posting.source === 'string' &&
    posting.source in JOB_POSTING_SOURCES
  );
}

export async function readJobPostingFromTab(tabId: number): Promise<TabReading> {
  try {
    await chrome.scripting.executeScript({ target: { tabId }, files: [PAGE_READER_FILE] });
    const [frame] = await chrome.scripting.executeScript({
      target: { tabId },
      func: () => globalThis.interviaReadJobPosting?.() ?? null,
    });
    return isJobPosting(frame?.result) ? { kind: 'found', posting: frame.result } : { kind: 'not-found' };
  } catch {
    return { kind: 'unreadable' };
  }
}
