/**
 * The toolbar popup: reads the job posting off the current tab, lets the user correct it, and opens the platform's
 * wizard prefilled. `popup.html?tab=<id>` reads another tab (the e2e test drives the popup as a page that way).
 */
import { JOB_POSTING_SOURCES } from '../extraction/job-posting';
import {
  checkPracticePosting,
  PRACTICE_FORM_MESSAGES,
  PREFILL_JD_MAX_CHARS,
  practiceInterviewUrl,
  WIZARD_ROLE_MAX_CHARS,
} from '../practice/practice-link';
import { loadPlatformUrl } from '../settings/settings-storage';
import { readJobPostingFromTab, type TabReading } from './read-job-posting';

const element = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const status = element<HTMLParagraphElement>('status');
const form = element<HTMLFormElement>('posting-form');
const titleInput = element<HTMLInputElement>('job-title');
const descriptionInput = element<HTMLTextAreaElement>('job-description');
const descriptionHint = element<HTMLParagraphElement>('description-hint');
const formError = element<HTMLParagraphElement>('form-error');
const platformLabel = element<HTMLSpanElement>('platform-url');

const STATUS_MESSAGES: Record<TabReading['kind'], string> = {
  found: '',
  'not-found':
    'No job posting found on this page. Open a job posting (LinkedIn, Indeed, Greenhouse, Lever, Workday or a ' +
    'company careers page), or paste the title and description below.',
  unreadable:
    'Chrome does not let extensions read this page (browser pages, the Web Store, PDFs). Paste the title and ' +
    'description below instead.',
};

async function targetTabId(): Promise<number | null> {
  const requested = Number(new URLSearchParams(location.search).get('tab'));
  if (Number.isInteger(requested) && requested > 0) return requested;
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
  return tab?.id ?? null;
}

function describeLength() {
  const length = descriptionInput.value.trim().length;
  descriptionHint.textContent =
    length > PREFILL_JD_MAX_CHARS
      ? `${length.toLocaleString('en-US')} characters: the first ${PREFILL_JD_MAX_CHARS.toLocaleString('en-US')} go to the wizard. Trim the parts that matter least.`
      : '';
}

function showReading(reading: TabReading) {
  if (reading.kind === 'found') {
    titleInput.value = reading.posting.title;
    descriptionInput.value = reading.posting.description;
    status.textContent = `Read from ${JOB_POSTING_SOURCES[reading.posting.source]}. Check it, then start.`;
  } else {
    status.textContent = STATUS_MESSAGES[reading.kind];
  }
  titleInput.maxLength = WIZARD_ROLE_MAX_CHARS;
  describeLength();
  form.hidden = false;
}

function showProblem(field: HTMLInputElement | HTMLTextAreaElement, message: string) {
  formError.textContent = message;
  field.setAttribute('aria-invalid', 'true');
  field.focus();
}

async function start() {
  const platformUrl = loadPlatformUrl();
  platformUrl.then((url) => (platformLabel.textContent = url)).catch(() => {});
  element('open-options').addEventListener('click', () => void chrome.runtime.openOptionsPage());
  descriptionInput.addEventListener('input', describeLength);
  for (const field of [titleInput, descriptionInput])
    field.addEventListener('input', () => {
      field.removeAttribute('aria-invalid');
      formError.textContent = '';
    });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const posting = { title: titleInput.value, description: descriptionInput.value };
    const problem = checkPracticePosting(posting);
    if (problem) {
      showProblem(
        problem === 'missing-title' ? titleInput : descriptionInput,
        PRACTICE_FORM_MESSAGES[problem],
      );
      return;
    }
    void platformUrl.then(async (url) => {
      await chrome.tabs.create({ url: practiceInterviewUrl(url, posting) });
      window.close();
    });
  });

  const tabId = await targetTabId();
  showReading(tabId === null ? { kind: 'unreadable' } : await readJobPostingFromTab(tabId));
}

void start();
