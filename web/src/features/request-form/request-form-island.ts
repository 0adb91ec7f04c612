/**
 * The request form's enhancement in the browser (the request form's behaviour without React,
 * ADR 0025), over the form the server rendered (components/request-form.tsx), loaded by the
 * `contact` island (islands/contact.ts) when the form nears the viewport or is first touched:
 * - checks the form with the contract's leadInputSchema (the schema POST /api/leads and the
 *   route's action parse) over the values as request-form-values.ts maps them: each error on its
 *   field (MUI's `Mui-error` state, `aria-invalid`, the helper text), the error summary taking
 *   focus, its links focusing their fields; after a failed send, fields are checked again as
 *   they change (react-hook-form's re-validation mode, which the React form had);
 * - keeps the message counter and the town's outside-the-area note current;
 * - runs the photo picker (photo-uploads.ts) and waits for uploads before sending;
 * - sends to POST /api/leads with one idempotency key per submission (submission-key.ts), and
 *   shows the confirmation, or the failure alert (offline, server, rate limited) keeping
 *   everything typed, or the API's field errors like its own.
 * What the visitor typed before this ran is simply there: the inputs are the server's.
 */
import { leadInputSchema, leadLimits } from '@site/contract/lead';
import { sendFailureOf, sendRequest } from './api/send-request';
import { fieldId } from './field-ids';
import { valuesFromEntries } from './form-entries';
import { photoUploads, type PhotoItem } from './photo-uploads';
import { photoHint, photosFullHint, sendNote, townOutsideClass, type NotSentKind } from './form-texts';
import {
  messageCounterText,
  requestErrorsOf,
  requestFieldOrder,
  sentHeadingOf,
  townNoteOf,
  toLeadInput,
  type RequestErrors,
  type RequestField,
  type RequestSource,
} from './request-form-values';
import { submissionKeys } from './submission-key';

const textFields = new Set<RequestField>(['name', 'phone', 'email', 'street', 'town', 'message']);

/** Focuses a field of the form and scrolls it to the middle of the screen. */
function focusField(field: RequestField): void {
  const element = document.getElementById(fieldId(field));
  element?.focus({ preventScroll: true });
  element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
}

/** Focuses an element that just appeared and scrolls it into view. */
function focusShown(element: HTMLElement | null, block: ScrollLogicalPosition = 'start'): void {
  element?.focus({ preventScroll: true });
  element?.scrollIntoView({ block, behavior: 'smooth' });
}

/** A clone of the form's `<template data-template={name}>`'s first element. */
function fromTemplate(form: HTMLElement, name: string): HTMLElement {
  const template = form.querySelector<HTMLTemplateElement>(`template[data-template="${name}"]`);
  const element = template?.content.firstElementChild?.cloneNode(true);
  if (!(element instanceof HTMLElement)) throw new Error(`request form: no template "${name}"`);
  return element;
}

/** Makes the error summary's links focus their fields (the server's summary and the island's). */
function wireSummary(summary: HTMLElement): void {
  summary.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-field]');
    if (!link) return;
    event.preventDefault();
    focusField(link.dataset.field as RequestField);
  });
}

/** Shows or clears one text field's error (MUI TextField markup from request-text-field.tsx). */
function showTextError(form: HTMLFormElement, field: RequestField, error: string | undefined): void {
  const input = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${fieldId(field)}`);
  const control = input?.closest<HTMLElement>('.MuiFormControl-root');
  if (!input || !control) return;
  control.querySelector('.MuiInputLabel-root')?.classList.toggle('Mui-error', Boolean(error));
  control.querySelector('.MuiInputBase-root')?.classList.toggle('Mui-error', Boolean(error));
  if (error) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
  let helper = control.querySelector<HTMLElement>('.MuiFormHelperText-root');
  if (!helper && error) {
    // A field without a hint (the name): a helper like the other fields' (same classes, same styles).
    const model = form.querySelector<HTMLElement>('.MuiFormHelperText-root');
    helper = (model?.cloneNode(false) as HTMLElement | undefined) ?? document.createElement('p');
    helper.id = `${input.id}-helper-text`;
    helper.dataset.hint = '';
    helper.classList.remove(townOutsideClass);
    control.append(helper);
  }
  if (!helper) return;
  const hint = field === 'message' ? messageCounterText(input.value) : (helper.dataset.hint ?? '');
  const shown = error ?? (field === 'town' && input.value ? townNoteOf(input.value, serviceTownsOf(form)) : hint);
  helper.textContent = shown;
  helper.classList.toggle('Mui-error', Boolean(error));
  if (field === 'town') helper.classList.toggle(townOutsideClass, !error && shown !== hint);
  helper.hidden = !shown;
  if (shown) input.setAttribute('aria-describedby', helper.id);
  else input.removeAttribute('aria-describedby');
}

/** The company's towns the server wrote on the form (`data-service-towns`, a JSON list). */
function serviceTownsOf(form: HTMLFormElement): string[] {
  try {
    const towns: unknown = JSON.parse(form.dataset.serviceTowns ?? '[]');
    return Array.isArray(towns) ? towns.filter((town): town is string => typeof town === 'string') : [];
  } catch {
    return [];
  }
}

/** Shows or clears the error of a group (services, sector, timeframe, consent). */
function showGroupError(form: HTMLFormElement, field: RequestField, error: string | undefined): void {
  const group = form.querySelector(`#${fieldId(field)}`)?.closest<HTMLElement>('[data-field-group]');
  if (!group) return;
  group.toggleAttribute('data-invalid', Boolean(error));
  if (field === 'consent') {
    const text = group.querySelector<HTMLElement>('#request-consent-error');
    const input = group.querySelector('input');
    if (text) {
      text.textContent = error ?? '';
      text.hidden = !error;
    }
    if (error) input?.setAttribute('aria-describedby', 'request-consent-error');
    else input?.removeAttribute('aria-describedby');
    return;
  }
  const hint = group.querySelector<HTMLElement>('.choice-hint');
  if (hint) hint.textContent = error ?? hint.dataset.hint ?? '';
}

/**
 * Enhances the server's request form.
 * @param form the `<form id="request-form">`
 * @param startedAt when the page was shown, ms since the epoch (the API's minimum fill time)
 * @returns `send`: what a submit does (the island's entry calls it for a submit made before this loaded)
 */
export function enhanceRequestForm(form: HTMLFormElement, startedAt: number): { submit: () => void } {
  const source: RequestSource = {
    project: form.dataset.sourceProject ?? null,
    service: (form.dataset.sourceService ?? null) as RequestSource['service'],
  };
  const keys = submissionKeys();
  const summarySlot = form.querySelector<HTMLElement>('[data-error-summary-slot]')!;
  const failureSlot = form.querySelector<HTMLElement>('[data-send-failure-slot]')!;
  const sendButton = form.querySelector<HTMLButtonElement>('[data-request-send]')!;
  const sendStatus = form.querySelector<HTMLElement>('[data-send-status]')!;
  let submitted = false;
  let busy = false;
  /** A problem with the photos found when sending (an upload failed; the API refused one). */
  let photoProblem: string | null = null;

  // The photo picker.
  const picker = form.querySelector<HTMLElement>('[data-photo-picker]')!;
  const fileInput = picker.querySelector<HTMLInputElement>('input[type="file"]')!;
  const addButton = picker.querySelector<HTMLButtonElement>(`#${fieldId('photoIds')}`)!;
  const list = picker.querySelector<HTMLElement>('[data-photo-list]')!;
  const problemsBox = picker.querySelector<HTMLElement>('[data-photo-problems]')!;
  const hint = picker.querySelector<HTMLElement>('#request-photos-hint')!;
  const drop = picker.querySelector<HTMLElement>('[data-photo-drop]')!;
  const tiles = new Map<string, HTMLElement>();

  const drawTile = (tile: HTMLElement, item: PhotoItem) => {
    tile.dataset.photoState = item.state;
    const status = tile.querySelector<HTMLElement>('[data-photo-status]')!;
    status.textContent =
      item.state === 'done'
        ? 'Ready'
        : item.state === 'error'
          ? (item.error ?? 'Upload failed.')
          : `Uploading… ${Math.round(item.progress * 100)}%`;
    if (item.state === 'error') status.setAttribute('role', 'alert');
    else status.removeAttribute('role');
    const progress = tile.querySelector<HTMLElement>('[data-photo-progress]');
    progress?.setAttribute('aria-valuenow', String(Math.round(item.progress * 100)));
    const bar = progress?.querySelector<HTMLElement>('.MuiLinearProgress-bar');
    if (bar) bar.style.transform = `translateX(${item.progress * 100 - 100}%)`;
  };

  const uploads = photoUploads(() => {
    for (const [key, tile] of tiles) {
      if (!uploads.items.some((item) => item.key === key)) {
        tile.remove();
        tiles.delete(key);
      }
    }
    for (const item of uploads.items) {
      let tile = tiles.get(item.key);
      if (!tile) {
        tile = fromTemplate(form, 'photo-tile');
        const preview = tile.querySelector<HTMLImageElement>('[data-photo-preview]')!;
        preview.src = item.previewUrl;
        preview.addEventListener('error', () => (preview.hidden = true), { once: true });
        const name = tile.querySelector<HTMLElement>('[data-photo-name]')!;
        name.textContent = item.name;
        name.title = item.name;
        tile.querySelector('[data-photo-progress]')?.setAttribute('aria-label', `Uploading ${item.name}`);
        const remove = tile.querySelector<HTMLButtonElement>('[data-photo-remove]')!;
        remove.setAttribute('aria-label', `Remove photo ${item.name}`);
        remove.addEventListener('click', () => uploads.remove(item.key));
        tile.querySelector('[data-photo-retry]')?.addEventListener('click', () => uploads.retry(item.key));
        list.append(tile);
        tiles.set(item.key, tile);
      }
      drawTile(tile, item);
    }
    list.hidden = uploads.items.length === 0;
    const full = uploads.items.length >= leadLimits.photosMax;
    addButton.disabled = full;
    addButton.classList.toggle('Mui-disabled', full);
    hint.textContent = full ? photosFullHint : photoHint;
    drawPhotoProblems();
  });

  const drawPhotoProblems = () => {
    problemsBox.replaceChildren(
      ...[...uploads.problems, ...(photoProblem ? [photoProblem] : [])].map((problem) => {
        const line = fromTemplate(form, 'photo-problem');
        line.textContent = problem;
        return line;
      }),
    );
  };

  picker.hidden = false;
  addButton.addEventListener('click', () => fileInput.click());
  fileInput.addEventListener('change', () => {
    uploads.add([...(fileInput.files ?? [])]);
    fileInput.value = ''; // the same file can be picked again after a removal
  });
  drop.addEventListener('dragover', (event) => {
    event.preventDefault();
    drop.setAttribute('data-dragging', '');
  });
  drop.addEventListener('dragleave', () => drop.removeAttribute('data-dragging'));
  drop.addEventListener('drop', (event) => {
    event.preventDefault();
    drop.removeAttribute('data-dragging');
    uploads.add([...(event.dataTransfer?.files ?? [])]);
  });

  /** The body POST /api/leads takes, from the form as it is now. */
  const bodyNow = () =>
    toLeadInput(valuesFromEntries(new FormData(form).entries()), {
      photoIds: uploads.photoIds(),
      startedAt,
      source,
    });

  /** The schema's errors of the form as it is now. */
  const checkNow = (): RequestErrors => {
    const parsed = leadInputSchema.safeParse(bodyNow());
    if (parsed.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[issue.path.map(String).join('.') || '_'] ??= issue.message;
    return requestErrorsOf(errors);
  };

  /** Shows `errors` on their fields and in the summary (which takes focus when `focus`). */
  const showErrors = (errors: RequestErrors, focus: boolean) => {
    for (const field of requestFieldOrder) {
      if (field === 'photoIds') continue;
      if (textFields.has(field)) showTextError(form, field, errors[field]);
      else showGroupError(form, field, errors[field]);
    }
    const photoError = photoProblem ?? errors.photoIds;
    if (errors.photoIds && !photoProblem) photoProblem = errors.photoIds;
    drawPhotoProblems();
    const entries = requestFieldOrder.flatMap((field) => {
      const message = field === 'photoIds' ? photoError : errors[field];
      return message ? [{ field, message }] : [];
    });
    if (entries.length === 0) {
      summarySlot.replaceChildren();
      return;
    }
    const summary = fromTemplate(form, 'error-summary');
    const model = summary.querySelector('li')!;
    summary.querySelector('ul')!.replaceChildren(
      ...entries.map(({ field, message }) => {
        const item = model.cloneNode(true) as HTMLElement;
        const link = item.querySelector<HTMLAnchorElement>('a')!;
        link.href = `#${fieldId(field)}`;
        link.dataset.field = field;
        link.textContent = message;
        return item;
      }),
    );
    wireSummary(summary);
    summarySlot.replaceChildren(summary);
    if (focus) focusShown(summary);
  };

  const setBusy = (phase: 'idle' | 'waiting-for-photos' | 'sending') => {
    busy = phase !== 'idle';
    sendButton.disabled = busy;
    sendButton.classList.toggle('Mui-disabled', busy);
    const label = [...sendButton.childNodes].reverse().find((node) => node.nodeType === Node.TEXT_NODE);
    if (label)
      label.textContent =
        phase === 'sending'
          ? 'Sending...'
          : phase === 'waiting-for-photos'
            ? 'Finishing photo uploads...'
            : 'Send request';
    sendStatus.textContent =
      phase === 'waiting-for-photos' ? 'Your request goes as soon as your photos are uploaded.' : sendNote;
  };

  const showFailure = (kind: NotSentKind) => {
    const alert = fromTemplate(form, `send-failure-${kind}`);
    failureSlot.replaceChildren(alert);
    focusShown(alert, 'center');
  };

  const showSent = (reference: string, name: string, email: string) => {
    const panel = fromTemplate(form, 'sent');
    panel.querySelector('[data-sent-heading]')!.textContent = sentHeadingOf(name);
    panel.querySelector('[data-request-reference]')!.textContent = reference;
    panel.querySelector('[data-sent-email]')!.textContent = email;
    panel.querySelector<HTMLElement>('[data-sent-email-line]')!.hidden = !email;
    const area = form.parentElement!;
    area.replaceChildren(panel);
    focusShown(panel.querySelector<HTMLElement>('[data-sent-heading]'), 'center');
  };

  const send = async () => {
    if (busy) return;
    submitted = true;
    failureSlot.replaceChildren();
    photoProblem = null;
    const errors = checkNow();
    if (Object.keys(errors).length > 0) {
      showErrors(errors, true);
      return;
    }
    showErrors({}, false);
    if (uploads.uploading()) {
      setBusy('waiting-for-photos');
      await uploads.whenSettled();
    }
    if (uploads.failed().length > 0) {
      setBusy('idle');
      photoProblem = 'A photo could not be uploaded: try it again, or remove it';
      showErrors({}, true);
      return;
    }
    setBusy('sending');
    const body = bodyNow();
    try {
      const created = await sendRequest(body, keys.keyFor(body));
      showSent(created.reference, body.name.trim(), (body.email ?? '').trim());
    } catch (error) {
      setBusy('idle');
      const read = sendFailureOf(error);
      if (read.kind === 'invalid') {
        const errors = requestErrorsOf(read.fieldErrors);
        photoProblem = errors.photoIds ?? null;
        showErrors(errors, true);
      } else showFailure(read.kind);
    }
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void send();
  });
  // After a failed send, fields are checked again as they change; the counter and the town's note always.
  const onEdit = (event: Event) => {
    const target = event.target as HTMLInputElement;
    if (submitted) showErrors(checkNow(), false);
    else if (target.name === 'message' || target.name === 'town') showTextError(form, target.name, undefined);
  };
  form.addEventListener('input', onEdit);
  form.addEventListener('change', onEdit);
  const serverSummary = summarySlot.querySelector<HTMLElement>('[data-error-summary]');
  if (serverSummary) {
    submitted = true;
    wireSummary(serverSummary);
  }
  return { submit: () => void send() };
}
