/** Options page: the platform address, validated before it is stored. */
import { PLATFORM_URL_MESSAGES } from '../settings/platform-url';
import { loadPlatformUrl, savePlatformUrl } from '../settings/settings-storage';

const form = document.getElementById('options-form') as HTMLFormElement;
const input = document.getElementById('platform-url') as HTMLInputElement;
const error = document.getElementById('platform-url-error') as HTMLParagraphElement;
const saved = document.getElementById('saved') as HTMLParagraphElement;

void loadPlatformUrl().then((url) => {
  input.value = url;
});

input.addEventListener('input', () => {
  input.removeAttribute('aria-invalid');
  error.textContent = '';
  saved.textContent = '';
});

form.addEventListener('submit', (event) => {
  event.preventDefault();
  saved.textContent = '';
  void savePlatformUrl(input.value)
    .then((result) => {
      if (!result.ok) {
        error.textContent = PLATFORM_URL_MESSAGES[result.problem];
        input.setAttribute('aria-invalid', 'true');
        input.focus();
        return;
      }
      input.value = result.url;
      saved.textContent = `Saved. “Practise this interview” now opens ${result.url}.`;
    })
    .catch(() => {
      error.textContent = 'Chrome could not save the setting. Try again.';
    });
});
