/**
 * `<cirrus-upload-form>`: sends the form it wraps (one that takes a file) with XMLHttpRequest, the
 * one browser API that reports upload progress, and shows the progress under the file field. The
 * answer is followed as the browser would: the thank-you page it was redirected to is opened
 * through the client router (one page load, like the other forms); a form returned with errors
 * replaces the page's main content, and its error summary takes focus. Without script the form posts
 * multipart by itself; the client router leaves the form alone (data-astro-reload), since its fetch
 * reports no progress.
 */
import { navigate } from 'astro:transitions/client';

class UploadFormElement extends HTMLElement {
  #sending = false;

  connectedCallback() {
    this.addEventListener('submit', this.#onSubmit);
  }

  disconnectedCallback() {
    this.removeEventListener('submit', this.#onSubmit);
  }

  #onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
    event.preventDefault();
    if (this.#sending) return;
    this.#sending = true;
    const progress = this.querySelector<HTMLElement>('[data-upload-progress]');
    const bar = progress?.querySelector('progress');
    const status = progress?.querySelector<HTMLElement>('[data-upload-status]');
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (progress) progress.hidden = false;
    if (submit) submit.disabled = true;
    const say = (text: string) => {
      if (status) status.textContent = text;
    };
    say('Sending your form…');
    const request = new XMLHttpRequest();
    request.open('POST', form.action);
    let quarter = -1;
    request.upload.addEventListener('progress', (progressEvent) => {
      if (!progressEvent.lengthComputable) return;
      const percent = Math.round((progressEvent.loaded / progressEvent.total) * 100);
      if (bar) bar.value = percent;
      // The status line (a live region) speaks at each quarter, not at every percent.
      if (Math.floor(percent / 25) !== quarter) {
        quarter = Math.floor(percent / 25);
        say(`Uploading: ${percent}%`);
      }
    });
    request.upload.addEventListener('load', () => {
      if (bar) bar.value = 100;
      say('Uploaded: 100%. Checking your details…');
    });
    request.addEventListener('load', () => {
      this.#sending = false;
      const landed = new URL(request.responseURL || form.action, location.href);
      if (request.status < 400 && landed.pathname !== new URL(form.action).pathname) {
        void navigate(landed.href);
        return;
      }
      const page = new DOMParser().parseFromString(request.responseText, 'text/html');
      const main = page.querySelector('main');
      const current = document.querySelector('main');
      if (main && current) {
        document.title = page.title;
        current.replaceWith(document.importNode(main, true));
      } else {
        if (submit) submit.disabled = false;
        say('The form could not be sent. Please try again.');
      }
    });
    request.addEventListener('error', () => {
      this.#sending = false;
      if (submit) submit.disabled = false;
      say('The form could not be sent: check your connection and try again. Your details are still here.');
    });
    request.send(new FormData(form));
  };
}

if (!customElements.get('cirrus-upload-form')) customElements.define('cirrus-upload-form', UploadFormElement);
