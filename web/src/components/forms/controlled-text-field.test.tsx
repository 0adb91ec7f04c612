// @vitest-environment jsdom
/**
 * ControlledTextField with a real react-hook-form form: a text field holds the typed string; a
 * `type="number"` field holds a number, NaN when emptied (so the schema says "expected number"),
 * and shows NaN as an empty box (the Company form's founding year and months to keep requests).
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ControlledTextField } from './controlled-text-field';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Values {
  name: string;
  year: number;
}

let container: HTMLDivElement;
let root: Root;
let form: UseFormReturn<Values>;

/** A form of one text and one number field, starting at `defaults`. */
function Form({ defaults }: { defaults: Values }) {
  form = useForm<Values>({ defaultValues: defaults });
  return (
    <>
      <ControlledTextField control={form.control} name="name" label="Name" />
      <ControlledTextField control={form.control} name="year" label="Year" type="number" />
    </>
  );
}

/** The input labelled `label`. */
const input = (label: string) =>
  [...container.querySelectorAll('input')].find((element) => element.labels?.[0]?.textContent?.startsWith(label))!;

/** Types `text` into `element` as the browser would (React listens to the input event). */
function type(element: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(element, text);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('ControlledTextField', () => {
  it('holds the typed string in a text field', () => {
    act(() => root.render(<Form defaults={{ name: '', year: 1998 }} />));
    type(input('Name'), 'Oak Valley');
    expect(form.getValues('name')).toBe('Oak Valley');
  });

  it('holds a number in a number field, NaN when emptied, and shows NaN as an empty box', () => {
    act(() => root.render(<Form defaults={{ name: '', year: Number.NaN }} />));
    expect(input('Year').value).toBe('');
    type(input('Year'), '1998');
    expect(form.getValues('year')).toBe(1998);
    type(input('Year'), '');
    expect(form.getValues('year')).toBeNaN();
    expect(input('Year').value).toBe('');
  });
});
