/**
 * `<cirrus-upload-form>`: sends the form it wraps (one that takes a file) with XMLHttpRequest, the
 * one browser API that reports upload progress, and shows the progress under the file field. The
 * answer is followed as the browser would: the thank-you page it was redirected to is opened
 * through the client router (one page load, like the other forms); a form returned with errors
 * replaces the page's main content, its error summary takes focus, and a file the server found fine
 * stays chosen. Without script the form posts
 * multipart by itself; the client router leaves the form alone (data-astro-reload), since its fetch
 * reports no progress.
 */
import { navigate } from 'astro:transitions/client';
import { formatFileSize } from '../../lib/file-size';

/** Photos the browser can draw as a thumbnail (HEIC it cannot: its name and size are shown). */
const PREVIEWABLE = /^image\/(jpeg|png|gif|webp)$/;

class UploadFormElement extends HTMLElement {
  #sending = false;

  #previewUrl: string | undefined;

  connectedCallback() {
    this.addEventListener('submit', this.#onSubmit);
    this.addEventListener('change', this.#onChange);
    // "Take a photo" works only with script (it moves the photo into the named field): shown now.
    for (const camera of this.querySelectorAll<HTMLElement>('[data-upload-camera]')) camera.hidden = false;
  }

  disconnectedCallback() {
    this.removeEventListener('submit', this.#onSubmit);
    this.removeEventListener('change', this.#onChange);
    if (this.#previewUrl) URL.revokeObjectURL(this.#previewUrl);
  }

  /** The named file field (the one that posts), beside a camera picker or itself. */
  #fileField(): HTMLInputElement | null {
    return this.querySelector<HTMLInputElement>('input[type="file"][name]');
  }

  #onChange = (event: Event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'file') return;
    const field = this.#fileField();
    if (!field) return;
    // A photo just taken: into the field that posts, and the camera picker emptied.
    if (input !== field && input.files?.length) {
      const transfer = new DataTransfer();
      for (const file of input.files) transfer.items.add(file);
      field.files = transfer.files;
      input.value = '';
    }
    this.#showChosen(field);
  };

  /** Shows the chosen file (a thumbnail of a photo, its name and size) and refuses one too large. */
  #showChosen(field: HTMLInputElement) {
    const chosen = this.querySelector<HTMLElement>('[data-upload-chosen]');
    const file = field.files?.[0];
    if (this.#previewUrl) URL.revokeObjectURL(this.#previewUrl);
    this.#previewUrl = undefined;
    chosen?.replaceChildren();
    field.setCustomValidity('');
    if (!file || !chosen) return;
    const max = Number(field.dataset.maxBytes);
    if (PREVIEWABLE.test(file.type)) {
      this.#previewUrl = URL.createObjectURL(file);
      const image = document.createElement('img');
      image.src = this.#previewUrl;
      image.alt = 'Preview of the chosen photo';
      chosen.append(image);
    }
    const line = document.createElement('p');
    line.textContent = `${file.name}, ${formatFileSize(file.size)}`;
    chosen.append(line);
    if (max > 0 && file.size > max) {
      const message = `That file is ${formatFileSize(file.size)}, larger than ${formatFileSize(max)}: take a smaller photo, or save the invoice as a PDF.`;
      line.textContent = message;
      line.dataset.tooLarge = '';
      // The browser refuses to submit and says why; nothing is sent.
      field.setCustomValidity(message);
    }
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
        const sent = this.#fileField()?.files;
        const next = document.importNode(main, true);
        current.replaceWith(next);
        if (sent?.length) keepCheckedFile(next, sent);
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

/**
 * The form came back with a problem elsewhere and the server found the file fine
 * (`data-upload-checked`): the file goes into the new form's field, the "choose it again" line and
 * its summary entry go, and the field shows the file as chosen, so the person sends it again as is.
 */
function keepCheckedFile(main: HTMLElement, sent: FileList) {
  const note = main.querySelector<HTMLElement>('[data-upload-checked]');
  const form = note?.closest('form');
  const field = form?.querySelector<HTMLInputElement>('input[type="file"][name]');
  if (!note || !field) return;
  field.files = sent;
  field.removeAttribute('aria-invalid');
  field.setAttribute(
    'aria-describedby',
    (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter((id) => id && id !== note.id)
      .join(' '),
  );
  form
    ?.querySelector(`[data-error-summary] a[href="#${CSS.escape(field.id)}"]`)
    ?.closest('li')
    ?.remove();
  note.remove();
  // The field's element shows the file as chosen, as if picked again.
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

if (!customElements.get('cirrus-upload-form')) customElements.define('cirrus-upload-form', UploadFormElement);
