// @vitest-environment jsdom
/**
 * ControlledTextField with a real react-hook-form form: a text field holds the typed string; a
 * `type="number"` field holds a number, NaN when emptied (so the schema says "expected number"),
 * and shows NaN as an empty box (the Company form's founding year and months to keep requests).
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useEffect, type RefObject } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { ControlledTextField } from './controlled-text-field';

interface Values {
  name: string;
  year: number;
}

const formRef = createRef<UseFormReturn<Values>>();
/** The form's values as react-hook-form holds them. */
const values = () => formRef.current!.getValues();

/** A form of one text and one number field, starting at `defaults`; `formOutRef` gets its API. */
function Form({ defaults, formOutRef }: { defaults: Values; formOutRef: RefObject<UseFormReturn<Values> | null> }) {
  const form = useForm<Values>({ defaultValues: defaults });
  useEffect(() => {
    formOutRef.current = form;
  });
  return (
    <>
      <ControlledTextField control={form.control} name="name" label="Name" />
      <ControlledTextField control={form.control} name="year" label="Year" type="number" />
    </>
  );
}

afterEach(cleanup);

describe('ControlledTextField', () => {
  it('holds the typed string in a text field', async () => {
    render(<Form defaults={{ name: '', year: 1998 }} formOutRef={formRef} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Oak Valley');
    expect(values().name).toBe('Oak Valley');
  });

  it('holds a number in a number field, NaN when emptied, and shows NaN as an empty box', async () => {
    render(<Form defaults={{ name: '', year: Number.NaN }} formOutRef={formRef} />);
    const year = screen.getByRole('spinbutton', { name: 'Year' });
    expect(year).toHaveProperty('value', '');
    await userEvent.type(year, '1998');
    expect(values().year).toBe(1998);
    await userEvent.clear(year);
    expect(values().year).toBeNaN();
    expect(year).toHaveProperty('value', '');
  });
});
