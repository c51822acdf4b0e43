/**
 * Injected into the user's tab by the popup (activeTab + scripting), in the extension's isolated world. It only
 * defines the reader; the popup calls it in a second step and gets the posting back as structured-clone data.
 */
import { extractJobPosting } from '../extraction/extract-job-posting';
import type { JobPosting } from '../extraction/job-posting';

declare global {
  var interviaReadJobPosting: (() => JobPosting | null) | undefined;
}

globalThis.interviaReadJobPosting = () => extractJobPosting(document);
